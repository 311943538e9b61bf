import { currentLanguage } from './i18n';
import { getToken } from './storage';

/** Every API call goes through this prefix (proxied to the backend by the Vite dev server). */
export const API_BASE_URL = '/prod/api';

/** Sent on every request so tunnelled dev back-ends answer with JSON instead of an interstitial page (spec §7). */
const TUNNEL_WARNING_HEADER = { 'ngrok-skip-browser-warning': 'true' };

/** A non-2xx answer (or a network failure, status 0). `detail` is the server's `{"detail": "..."}` when present. */
export class ApiError extends Error {
  readonly status: number;
  readonly detail: string;
  readonly body: unknown;

  constructor(status: number, detail: string, body?: unknown) {
    super(detail);
    this.name = 'ApiError';
    this.status = status;
    this.detail = detail;
    this.body = body;
  }

  /** The server's own `{"detail": "..."}` text, or null when the answer had none (then `detail` is a fallback). */
  get serverDetail(): string | null {
    const body = this.body;
    if (body && typeof body === 'object' && 'detail' in body) {
      const { detail } = body;
      return typeof detail === 'string' && detail.trim() !== '' ? detail : null;
    }
    return null;
  }
}

type ApiErrorListener = (error: ApiError) => void;
const apiErrorListeners = new Set<ApiErrorListener>();

/**
 * Calls `listener` with every error answer from the server, before the caller sees it. The session uses this to
 * log out on the expired-credentials detail wherever the call came from. Returns the unsubscribe function.
 */
export function addApiErrorListener(listener: ApiErrorListener): () => void {
  apiErrorListeners.add(listener);
  return () => {
    apiErrorListeners.delete(listener);
  };
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Plain values are sent as JSON; FormData is sent as multipart as is. */
  body?: unknown;
  query?: Record<string, string | number | boolean | undefined | null>;
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

/** `path` under API_BASE_URL (with or without its leading slash), with the defined `query` values. */
export function apiUrl(path: string, query?: RequestOptions['query']): string {
  const url = `${API_BASE_URL}${path.startsWith('/') ? path : `/${path}`}`;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null) params.append(key, String(value));
  }
  const search = params.toString();
  return search ? `${url}?${search}` : url;
}

/**
 * The headers of every API call: JSON accepted, the interface language, the tunnel header and the bearer token
 * from storage. `jsonBody` adds the JSON Content-Type (never for FormData: the browser writes the multipart
 * boundary itself); `headers` are added last and win.
 */
export function apiRequestHeaders({ jsonBody = false, headers }: { jsonBody?: boolean; headers?: Record<string, string> } = {}): Record<
  string,
  string
> {
  const token = getToken();
  // The server answers details and labels in the interface language (for a signed-in user, details follow the
  // user's saved language, which the interface switches to at sign-in).
  return {
    Accept: 'application/json',
    'Accept-Language': currentLanguage(),
    ...TUNNEL_WARNING_HEADER,
    ...(jsonBody ? { 'Content-Type': 'application/json' } : {}),
    ...(token ? { Authorization: `Bearer ${token}` } : {}),
    ...headers,
  };
}

/** An answer's body from its text: undefined when empty (or 204), parsed JSON for a JSON content type, else text. */
export function parseAnswerBody(status: number, text: string, contentType: string | null): unknown {
  if (status === 204 || !text) return undefined;
  if (!contentType?.includes('json')) return text;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204) return undefined;
  return parseAnswerBody(response.status, await response.text(), response.headers.get('content-type'));
}

/** What an error answer says: the server's detail, else its text, else the status text. */
function errorDetail(body: unknown, { status, statusText }: FailedAnswer): string {
  if (body && typeof body === 'object' && 'detail' in body) {
    const { detail } = body;
    if (typeof detail === 'string') return detail;
    if (detail !== undefined) return JSON.stringify(detail);
  }
  if (typeof body === 'string' && body.trim()) return body;
  return statusText || `Request failed with status ${status}`;
}

/** The status line of a non-2xx answer (a fetch Response and an XMLHttpRequest both fit). */
export interface FailedAnswer {
  status: number;
  statusText: string;
}

/**
 * Turns a non-2xx answer and its parsed body (parseAnswerBody) into its ApiError and notifies the
 * addApiErrorListener listeners, as apiRequest does; the caller then throws the error.
 */
export function reportFailedAnswer(answer: FailedAnswer, body: unknown): ApiError {
  const error = new ApiError(answer.status, errorDetail(body, answer), body);
  for (const listener of apiErrorListeners) {
    try {
      listener(error);
    } catch (listenerError) {
      // A broken listener must not hide the answer from the caller.
      console.error(listenerError);
    }
  }
  return error;
}

/** A successful answer: its parsed body, and the response itself for its headers (its body is already read). */
export interface ApiAnswer<T> {
  data: T;
  response: Response;
}

/**
 * apiRequest that also returns the response, for the few calls that read an answer header (Content-Range).
 * Same request, same ApiError and same listener notification on failure.
 */
export async function apiRequestWithResponse<T = unknown>(path: string, options: RequestOptions = {}): Promise<ApiAnswer<T>> {
  const { method = 'GET', body, query, headers, signal } = options;
  const isFormData = typeof FormData !== 'undefined' && body instanceof FormData;
  const init: RequestInit = {
    method,
    signal,
    headers: apiRequestHeaders({ jsonBody: body !== undefined && !isFormData, headers }),
    body: body === undefined ? undefined : isFormData ? body : JSON.stringify(body),
  };

  let response: Response;
  try {
    response = await fetch(apiUrl(path, query), init);
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(0, error instanceof Error ? error.message : String(error));
  }

  const payload = await readBody(response);
  if (!response.ok) throw reportFailedAnswer(response, payload);
  return { data: payload as T, response };
}

/** fetch wrapper: base URL, bearer token from storage, JSON in and out, ApiError on failure. No timeout. */
export async function apiRequest<T = unknown>(path: string, options: RequestOptions = {}): Promise<T> {
  return (await apiRequestWithResponse<T>(path, options)).data;
}

type BodylessOptions = Omit<RequestOptions, 'method' | 'body'>;

export const apiClient = {
  get: <T>(path: string, options?: BodylessOptions) => apiRequest<T>(path, { ...options, method: 'GET' }),
  delete: <T>(path: string, options?: BodylessOptions) => apiRequest<T>(path, { ...options, method: 'DELETE' }),
  post: <T>(path: string, body?: unknown, options?: BodylessOptions) => apiRequest<T>(path, { ...options, method: 'POST', body }),
  put: <T>(path: string, body?: unknown, options?: BodylessOptions) => apiRequest<T>(path, { ...options, method: 'PUT', body }),
  patch: <T>(path: string, body?: unknown, options?: BodylessOptions) => apiRequest<T>(path, { ...options, method: 'PATCH', body }),
};
