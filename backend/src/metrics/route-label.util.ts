/** What an Express request knows once routed: the matched route's template and the router's mount path. */
export interface RoutedRequest {
  route?: { path?: unknown };
  baseUrl?: string;
  originalUrl?: string;
  url?: string;
}

/**
 * The `route` label of a request: the route template (`/prod/api/translations/:id/download-url`), never the raw path,
 * so ids and query strings do not make a series each. Requests no route matched (or only a catch-all) are `unmatched`
 * under the API prefix (404s, probes) and `frontend` elsewhere (the built app's files and its SPA fallback).
 */
export function routeLabel(req: RoutedRequest, apiPrefix: string): string {
  const template = req.route?.path;
  // Catch-all routes (Nest's API 404 `/prod/api/{*all}`, the SPA fallback) say nothing about the call: not a template.
  if (typeof template === 'string' && !template.includes('*')) return `${req.baseUrl ?? ''}${template}` || '/';
  const path = (req.originalUrl ?? req.url ?? '').split('?')[0];
  const prefix = `/${apiPrefix.replace(/^\/+|\/+$/g, '')}`;
  return path === prefix || path.startsWith(`${prefix}/`) ? 'unmatched' : 'frontend';
}
