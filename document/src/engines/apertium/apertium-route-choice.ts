import { ParsedMode } from '../language-codes';
import { ApertiumRoute, routeKey } from './apertium-routes';

/**
 * Which route a pair takes, by measurement (`npm run bench:engine`, figures in document/bench/README.md): a first
 * route for every sentence, and a retry route for the sentences whose first result still has unknown words (the
 * result with fewer unknown words wins). English↔French has no direct Debian pair: the Spanish pivot (eng-spa, es-fr)
 * is the fastest; the Catalan pivot (eng-cat, cat-fra; fra-cat, cat-eng) knows more words but is slower, so it only
 * gets the sentences the Spanish pivot left words in.
 */
export interface PivotChoice {
  /** Pivot language of the first route ('' for the direct mode). */
  first: string;
  /** Pivot language of the retry route, if any. */
  retry?: string;
  /** Unknown words (over every stage) a sentence's first result must have to be retried. Default 1. */
  retryAt?: number;
}

export interface RouteChoice {
  first: ApertiumRoute;
  retry?: ApertiumRoute;
  retryAt?: number;
}

/** The measured choice per pair (source>target); pairs not listed take buildRoutes' route with no retry. */
export const MEASURED_PIVOTS: Readonly<Record<string, PivotChoice>> = {
  'en>fr': { first: 'es', retry: 'ca' },
  'fr>en': { first: 'es', retry: 'ca' },
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
  return wanted.retryAt !== undefined ? { first, retry, retryAt: wanted.retryAt } : { first, retry };
}
