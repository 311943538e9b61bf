import { parseModeName } from '../language-codes';
import { buildRoutes, routeKey } from './apertium-routes';

const modes = (...names: string[]) => names.map((n) => parseModeName(n)!);

describe('buildRoutes', () => {
  it('offers direct pairs and pivots through one language where there is no direct mode', () => {
    const routes = buildRoutes(modes('eng-spa', 'es-fr', 'fr-es', 'spa-eng'));
    expect(routes.get(routeKey('en', 'es'))).toEqual({ source: 'en', target: 'es', modes: ['eng-spa'] });
    expect(routes.get(routeKey('en', 'fr'))).toEqual({ source: 'en', target: 'fr', modes: ['eng-spa', 'es-fr'], via: 'es' });
    expect(routes.get(routeKey('fr', 'en'))).toEqual({ source: 'fr', target: 'en', modes: ['fr-es', 'spa-eng'], via: 'es' });
    expect(routes.size).toBe(6);
  });

  it('prefers a direct mode to a pivot and never chains more than two modes', () => {
    const routes = buildRoutes(modes('eng-spa', 'es-fr', 'en-fr', 'fr-ca'));
    expect(routes.get(routeKey('en', 'fr'))?.modes).toEqual(['en-fr']);
    expect(routes.get(routeKey('en', 'ca'))?.modes).toEqual(['en-fr', 'fr-ca']);
    expect(routes.get(routeKey('es', 'ca'))?.modes).toEqual(['es-fr', 'fr-ca']);
    // en→es→fr→ca would need three modes: es is reachable directly, ca only through fr.
    expect([...routes.values()].every((r) => r.modes.length <= 2)).toBe(true);
  });

  it('keeps the first of two modes for the same pair', () => {
    const routes = buildRoutes(modes('en-es', 'eng-spa'));
    expect(routes.get(routeKey('en', 'es'))?.modes).toEqual(['en-es']);
  });

  it('has no routes without modes', () => {
    expect(buildRoutes([]).size).toBe(0);
  });
});
