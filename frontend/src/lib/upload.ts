import { ApiError, apiRequestHeaders, apiUrl, parseAnswerBody, reportFailedAnswer } from './api-client';

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

/**
 * Sends a multipart form to the API with upload progress. Same contract as apiRequest (api-client.ts): the
 * /prod/api prefix, the bearer token, the interface language and the tunnel header; an ApiError on a non-2xx
 * answer (status 0 for a network failure), after notifying the addApiErrorListener listeners (so the
 * expired-credentials answer logs out here too); an AbortError DOMException when `signal` aborts. No timeout.
 */
export function uploadForm<T = unknown>(path: string, form: FormData, options: UploadOptions = {}): Promise<T> {
  const { method = 'POST', onProgress, onUploaded, signal } = options;
  return new Promise<T>((resolve, reject) => {
    if (signal?.aborted) {
      reject(new DOMException('The upload was aborted.', 'AbortError'));
      return;
    }
    const xhr = new XMLHttpRequest();
    xhr.open(method, apiUrl(path));

    // No Content-Type: the browser writes the multipart boundary itself.
    for (const [name, value] of Object.entries(apiRequestHeaders())) xhr.setRequestHeader(name, value);

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
      const body = parseAnswerBody(xhr.status, xhr.responseText, xhr.getResponseHeader('content-type'));
      if (xhr.status >= 200 && xhr.status < 300) resolve(body as T);
      else reject(reportFailedAnswer(xhr, body));
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
