import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { ParsedMode, parseModeName } from '../language-codes';

/** How to get from one language to another with the installed modes: one mode, or two through a pivot. */
export interface ApertiumRoute {
  source: string;
  target: string;
  /** Mode names, applied in order ('eng-spa', then 'es-fr'). */
  modes: string[];
  via?: string;
}

/** Preferred pivot languages, best first (the most complete Apertium pairs go through these). */
const PIVOT_PREFERENCE = ['es', 'en', 'ca', 'fr', 'pt', 'it'];

/** The translation modes installed under dataDir/modes (what `apertium -l` lists, filtered). */
export async function discoverModes(dataDir: string): Promise<ParsedMode[]> {
  let files: string[];
  try {
    files = await readdir(join(dataDir, 'modes'));
  } catch {
    return [];
  }
  return files
    .filter((f) => f.endsWith('.mode'))
    .map((f) => parseModeName(f.slice(0, -'.mode'.length)))
    .filter((m): m is ParsedMode => m !== undefined)
    .sort((a, b) => a.mode.localeCompare(b.mode));
}

const key = (source: string, target: string) => `${source}>${target}`;

/**
 * Direct routes for every mode, then a pivot route (source→pivot→target through one intermediate
 * language) for every pair with no direct mode. When two modes give the same pair (e.g. 'en-es' and
 * 'eng-spa'), the first in name order wins; among pivots, PIVOT_PREFERENCE decides.
 */
export function buildRoutes(modes: ParsedMode[]): Map<string, ApertiumRoute> {
  const routes = new Map<string, ApertiumRoute>();
  const direct = new Map<string, ParsedMode>();
  for (const m of modes) {
    if (!direct.has(key(m.source, m.target))) direct.set(key(m.source, m.target), m);
  }
  for (const m of direct.values()) routes.set(key(m.source, m.target), { source: m.source, target: m.target, modes: [m.mode] });

  const languages = new Set(modes.flatMap((m) => [m.source, m.target]));
  const rank = (lang: string) => {
    const i = PIVOT_PREFERENCE.indexOf(lang);
    return i === -1 ? PIVOT_PREFERENCE.length : i;
  };
  const pivots = [...languages].sort((a, b) => rank(a) - rank(b) || a.localeCompare(b));
  for (const source of languages) {
    for (const target of languages) {
      if (source === target || routes.has(key(source, target))) continue;
      for (const via of pivots) {
        const first = direct.get(key(source, via));
        const second = direct.get(key(via, target));
        if (first && second) {
          routes.set(key(source, target), { source, target, modes: [first.mode, second.mode], via });
          break;
        }
      }
    }
  }
  return routes;
}

export function routeKey(source: string, target: string): string {
  return key(source, target);
}
