import { ParsedMode } from '../language-codes';
import { ApertiumRoute, routeKey } from './apertium-routes';

/**
 * Which route a pair takes, by measurement (`npm run bench:engine`, figures in document/bench/README.md): a first
 * route for every sentence, and a retry route for the sentences whose first result still has unknown words (the
 * result with fewer unknown words wins). English↔French has no direct Debian pair: the Spanish pivot (eng-spa, es-fr)
 * is the fastest; the Catalan pivot (eng-cat, cat-fra; fra-cat, cat-eng) knows more words but is 2–3× slower, so it
 * only gets the sentences the Spanish pivot left 2 or more unknown words in, at most 5% of the words (retrying every
 * such sentence cut the words left untranslated by a third but made the engine 3–4× slower).
 */
export interface PivotChoice {
  /** Pivot language of the first route ('' for the direct mode). */
  first: string;
  /** Pivot language of the retry route, if any. */
  retry?: string;
  /** Unknown words (over every stage) a sentence's first result must have to be retried. Default 1. */
  retryAt?: number;
  /** At most this share of a chunk's words goes through the retry route (the sentences with the most unknown words
   * per word first): the retry route is slower, this bounds what it costs. Default 1 (no bound). */
  retryShare?: number;
}

export interface RouteChoice {
  first: ApertiumRoute;
  retry?: ApertiumRoute;
  retryAt?: number;
  retryShare?: number;
}

/**
 * Which sentences of a chunk go through the retry route: those with at least `retryAt` unknown words, most unknown
 * words per word first, while their words stay within `retryShare` of the chunk's words.
 */
export function sentencesToRetry(
  unknown: readonly number[],
  words: readonly number[],
  choice: Pick<RouteChoice, 'retryAt' | 'retryShare'>,
): number[] {
  const at = Math.max(1, choice.retryAt ?? 1);
  const budget = (choice.retryShare ?? 1) * words.reduce((a, b) => a + b, 0);
  const candidates = unknown
    .map((u, k) => k)
    .filter((k) => unknown[k] >= at)
    .sort((a, b) => unknown[b] / Math.max(1, words[b]) - unknown[a] / Math.max(1, words[a]) || a - b);
  const out: number[] = [];
  let spent = 0;
  for (const k of candidates) {
    if (spent + words[k] > budget) continue;
    spent += words[k];
    out.push(k);
  }
  return out.sort((a, b) => a - b);
}

/** The measured choice per pair (source>target); pairs not listed take buildRoutes' route with no retry. */
export const MEASURED_PIVOTS: Readonly<Record<string, PivotChoice>> = {
  'en>fr': { first: 'es', retry: 'ca', retryAt: 2, retryShare: 0.05 },
  'fr>en': { first: 'es', retry: 'ca', retryAt: 2, retryShare: 0.05 },
};

/** Every route from source to target with the installed modes: the direct mode, then one per pivot language. */
export function routesFor(modes: readonly ParsedMode[], source: string, target: string): ApertiumRoute[] {
  const direct = new Map<string, ParsedMode>();
  for (const m of modes) if (!direct.has(routeKey(m.source, m.target))) direct.set(routeKey(m.source, m.target), m);
  const routes: ApertiumRoute[] = [];
  const one = direct.get(routeKey(source, target));
  if (one) routes.push({ source, target, modes: [one.mode] });
  const languages = [...new Set(modes.flatMap((m) => [m.source, m.target]))].sort();
  for (const via of languages) {
    if (via === source || via === target) continue;
    const first = direct.get(routeKey(source, via));
    const second = direct.get(routeKey(via, target));
    if (first && second) routes.push({ source, target, modes: [first.mode, second.mode], via });
  }
  return routes;
}

/**
 * The first and retry routes of a pair: `pivots` (default MEASURED_PIVOTS) names them by pivot language; a named
 * route that is not installed is left out (the pair falls back to `fallback`, buildRoutes' route).
 */
export function chooseRoutes(
  modes: readonly ParsedMode[],
  fallback: ApertiumRoute,
  pivots: Readonly<Record<string, PivotChoice>> = MEASURED_PIVOTS,
): RouteChoice {
  const wanted = pivots[routeKey(fallback.source, fallback.target)];
  if (!wanted) return { first: fallback };
  const all = routesFor(modes, fallback.source, fallback.target);
  const byPivot = (via: string) => all.find((r) => (r.via ?? '') === via);
  const first = byPivot(wanted.first) ?? fallback;
  const retry = wanted.retry !== undefined ? byPivot(wanted.retry) : undefined;
  if (!retry || retry.modes.join() === first.modes.join()) return { first };
  const choice: RouteChoice = { first, retry };
  if (wanted.retryAt !== undefined) choice.retryAt = wanted.retryAt;
  if (wanted.retryShare !== undefined) choice.retryShare = wanted.retryShare;
  return choice;
}
