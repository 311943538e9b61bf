import { API_BASE_URL, ApiError } from './api-client';
import { currentLanguage } from './i18n';
import { getToken } from './storage';

/** How much of the request body has been sent. `total` is 0 when the browser cannot tell. */
export interface UploadProgress {
  loaded: number;
  total: number;
  /** 0–100, or null when the total is unknown. */
  percent: number | null;
}

export interface UploadOptions {
  method?: 'POST' | 'PUT';
  /** Called as the body goes out (XMLHttpRequest upload progress; fetch cannot report it). */
  onProgress?: (progress: UploadProgress) => void;
  /** Called once the whole body is sent: from then on the server is working on it. */
  onUploaded?: () => void;
  signal?: AbortSignal;
}

function parseBody(xhr: XMLHttpRequest): unknown {
  const text = xhr.responseText;
  if (xhr.status === 204 || !text) return undefined;
  if (!xhr.getResponseHeader('content-type')?.includes('json')) return text;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

// Same fallbacks as apiRequest: the server's detail, else its text, else the status text.
function errorDetail(body: unknown, xhr: XMLHttpRequest): string {
  if (body && typeof body === 'object' && 'detail' in body) {
    const { detail } = body as { detail: unknown };
    if (typeof detail === 'string') return detail;
    if (detail !== undefined) return JSON.stringify(detail);
  }
  if (typeof body === 'string' && body.trim()) return body;
  return xhr.statusText || `Request failed with status ${xhr.status}`;
}

/**
 * Sends a multipart form to the API with upload progress. Same contract as apiRequest (api-client.ts): the
 * /prod/api prefix, the bearer token, the interface language and the tunnel header; an ApiError on a non-2xx
 * answer (status 0 for a network failure); an AbortError DOMException when `signal` aborts. No timeout.
 *
 * Unlike apiRequest it does not notify addApiErrorListener listeners (their registry is private to api-client),
 * so callers handle the expired-credentials detail themselves.
 */
export function uploadForm<T = unknown>(path: string, form: FormData, options: UploadOptions = {}): Promise<T> {
  const { method = 'POST', onProgress, onUploaded, signal } = options;
  return new Promise<T>((resolve, reject) => {
    if (signal?.aborted) {
      reject(new DOMException('The upload was aborted.', 'AbortError'));
      return;
    }
    const xhr = new XMLHttpRequest();
    xhr.open(method, `${API_BASE_URL}${path.startsWith('/') ? path : `/${path}`}`);

    const token = getToken();
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.setRequestHeader('Accept-Language', currentLanguage());
    xhr.setRequestHeader('ngrok-skip-browser-warning', 'true');
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    // No Content-Type: the browser writes the multipart boundary itself.

    xhr.upload.onprogress = (event) => {
      const total = event.lengthComputable ? event.total : 0;
      const percent = total > 0 ? Math.min(100, Math.round((event.loaded / total) * 100)) : null;
      onProgress?.({ loaded: event.loaded, total, percent });
    };
    xhr.upload.onload = () => onUploaded?.();

    const onAbort = () => xhr.abort();
    signal?.addEventListener('abort', onAbort, { once: true });
    const done = () => signal?.removeEventListener('abort', onAbort);

    xhr.onload = () => {
      done();
      const body = parseBody(xhr);
      if (xhr.status >= 200 && xhr.status < 300) resolve(body as T);
      else reject(new ApiError(xhr.status, errorDetail(body, xhr), body));
    };
    xhr.onerror = () => {
      done();
      reject(new ApiError(0, 'Network error'));
    };
    xhr.onabort = () => {
      done();
      reject(new DOMException('The upload was aborted.', 'AbortError'));
    };
    xhr.send(form);
  });
}
