import { parseModeName } from '../language-codes';
import { chooseRoutes, routesFor, sentencesToRetry } from './apertium-route-choice';
import { buildRoutes, routeKey } from './apertium-routes';

const modes = (...names: string[]) => names.map((n) => parseModeName(n)!);
const installed = modes('cat-eng', 'cat-fra', 'eng-cat', 'eng-spa', 'es-fr', 'fr-es', 'fra-cat', 'spa-eng');

describe('routesFor', () => {
  it('lists every route of a pair: the direct mode, then one per pivot language', () => {
    expect(routesFor(installed, 'en', 'fr').map((r) => r.modes)).toEqual([
      ['eng-cat', 'cat-fra'],
      ['eng-spa', 'es-fr'],
    ]);
    expect(routesFor(modes('en-fr', 'eng-spa', 'es-fr'), 'en', 'fr').map((r) => r.via ?? '')).toEqual(['', 'es']);
  });
});

describe('chooseRoutes', () => {
  const fallback = (source: string, target: string) => buildRoutes(installed).get(routeKey(source, target))!;

  it('takes the Spanish pivot first and the Catalan one for the sentences left with unknown words', () => {
    const en = chooseRoutes(installed, fallback('en', 'fr'));
    expect(en.first.modes).toEqual(['eng-spa', 'es-fr']);
    expect(en.retry?.modes).toEqual(['eng-cat', 'cat-fra']);
    const fr = chooseRoutes(installed, fallback('fr', 'en'));
    expect(fr.first.modes).toEqual(['fr-es', 'spa-eng']);
    expect(fr.retry?.modes).toEqual(['fra-cat', 'cat-eng']);
  });

  it('has no retry when the retry route is not installed, and leaves other pairs to buildRoutes', () => {
    const spanishOnly = modes('eng-spa', 'es-fr', 'fr-es', 'spa-eng');
    const route = buildRoutes(spanishOnly).get(routeKey('en', 'fr'))!;
    expect(chooseRoutes(spanishOnly, route)).toEqual({ first: route });
    const es = fallback('en', 'es');
    expect(chooseRoutes(installed, es)).toEqual({ first: es });
  });

  it('follows a given choice', () => {
    const choice = chooseRoutes(installed, fallback('en', 'fr'), { 'en>fr': { first: 'ca' } });
    expect(choice).toEqual({ first: { source: 'en', target: 'fr', modes: ['eng-cat', 'cat-fra'], via: 'ca' } });
  });
});

describe('sentencesToRetry', () => {
  it('takes the sentences with enough unknown words, the most unknown per word first, within the share of words', () => {
    // unknown words and words per sentence
    const unknown = [0, 1, 4, 2, 6];
    const words = [10, 10, 10, 40, 20];
    expect(sentencesToRetry(unknown, words, {})).toEqual([1, 2, 3, 4]);
    expect(sentencesToRetry(unknown, words, { retryAt: 2 })).toEqual([2, 3, 4]);
    // 30% of 90 words = 27: sentence 2 (0.4 per word, 10 words), then 4 (0.3, 20 words) would pass 27: skipped.
    expect(sentencesToRetry(unknown, words, { retryAt: 2, retryShare: 0.3 })).toEqual([2]);
    expect(sentencesToRetry(unknown, words, { retryShare: 0 })).toEqual([]);
  });
});
