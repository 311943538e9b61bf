import { vi } from 'vitest';
import { API_BASE_URL } from '@/lib/api-client';

/** A JSON answer, as the API sends it. */
export function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

/** The API's error shape: {"detail": "..."}. */
export function errorResponse(detail: string, status = 400): Response {
  return jsonResponse({ detail }, status);
}

/** A request as handlers and callsTo see it: the parsed JSON body and the headers. */
export interface SentRequest {
  body: unknown;
  headers: Record<string, string>;
}

type Handler = Response | ((request: SentRequest) => Response | Promise<Response>);

/** The URL a fetch call was given (a string, a URL or a Request). */
export const urlOf = (input: RequestInfo | URL): string => (input instanceof Request ? input.url : String(input));

/**
 * Replaces fetch with a fake API: `routes` maps "METHOD /path" (without /prod/api and the query) to an answer or a
 * function returning one. Unknown routes answer 404 {"detail": "Not Found"}. Returns the mock, to inspect calls.
 */
export function mockApi(routes: Record<string, Handler>) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(urlOf(input), 'http://localhost');
    const path = url.pathname.startsWith(API_BASE_URL) ? url.pathname.slice(API_BASE_URL.length) : url.pathname;
    const key = `${init?.method ?? 'GET'} ${path}`;
    const handler = routes[key];
    if (!handler) return errorResponse('Not Found', 404);
    if (handler instanceof Response) return handler.clone();
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : init?.body;
    return handler({ body, headers: (init?.headers ?? {}) as Record<string, string> });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** The calls made to "METHOD /path", with their parsed JSON bodies. */
export function callsTo(fetchMock: ReturnType<typeof mockApi>, route: string): SentRequest[] {
  return fetchMock.mock.calls
    .filter(([input, init]) => {
      const path = new URL(urlOf(input), 'http://localhost').pathname.slice(API_BASE_URL.length);
      return `${init?.method ?? 'GET'} ${path}` === route;
    })
    .map(([, init]) => ({
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : init?.body,
      headers: (init?.headers ?? {}) as Record<string, string>,
    }));
}
