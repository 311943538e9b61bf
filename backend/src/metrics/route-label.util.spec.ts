import { routeLabel } from './route-label.util';

describe('routeLabel', () => {
  it('uses the matched route template, with the mount path of its router', () => {
    expect(
      routeLabel(
        { route: { path: '/prod/api/translations/:id/download-url' }, baseUrl: '', originalUrl: '/prod/api/translations/12/download-url' },
        'prod/api',
      ),
    ).toBe('/prod/api/translations/:id/download-url');
    expect(routeLabel({ route: { path: '/:id' }, baseUrl: '/prod/api/things', originalUrl: '/prod/api/things/3?x=1' }, 'prod/api')).toBe(
      '/prod/api/things/:id',
    );
  });

  it('groups unrouted API calls and everything else, so raw paths never become labels', () => {
    expect(routeLabel({ originalUrl: '/prod/api/no-such-thing/123?token=abc' }, 'prod/api')).toBe('unmatched');
    expect(routeLabel({ originalUrl: '/prod/api' }, 'prod/api')).toBe('unmatched');
    expect(routeLabel({ originalUrl: '/assets/index-3f2a.js' }, 'prod/api')).toBe('frontend');
    expect(routeLabel({ route: { path: '*path' }, originalUrl: '/home/translations/5' }, 'prod/api')).toBe('frontend');
    expect(routeLabel({ route: { path: '/prod/api/{*all}' }, originalUrl: '/prod/api/nothing/here' }, 'prod/api')).toBe('unmatched');
    expect(routeLabel({ originalUrl: '/prod/apiary' }, 'prod/api')).toBe('frontend');
    expect(routeLabel({ route: { path: /^\/x/ }, originalUrl: '/prod/api/x' }, 'prod/api')).toBe('unmatched');
  });
});
