import { vi } from 'vitest';

type Listener = ((event?: unknown) => void) | null;

/**
 * A stand-in for XMLHttpRequest that tests drive by hand: upload progress, the end of the upload, the answer, a
 * network failure. Every sent request is kept in FakeXhr.sent, newest last.
 */
export class FakeXhr {
  static sent: FakeXhr[] = [];

  method = '';
  url = '';
  requestHeaders: Record<string, string> = {};
  body: unknown = undefined;
  status = 0;
  statusText = '';
  responseText = '';
  aborted = false;
  private responseHeaders: Record<string, string> = {};

  upload: { onprogress: Listener; onload: Listener } = { onprogress: null, onload: null };
  onload: Listener = null;
  onerror: Listener = null;
  onabort: Listener = null;

  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }

  setRequestHeader(name: string, value: string) {
    this.requestHeaders[name] = value;
  }

  getResponseHeader(name: string): string | null {
    return this.responseHeaders[name.toLowerCase()] ?? null;
  }

  send(body: unknown) {
    this.body = body;
    FakeXhr.sent.push(this);
  }

  abort() {
    this.aborted = true;
    this.onabort?.();
  }

  // Test drivers -------------------------------------------------------------------------------------------------

  progress(loaded: number, total: number, lengthComputable = true) {
    this.upload.onprogress?.({ loaded, total, lengthComputable });
  }

  /** The whole body went out. */
  finishUpload() {
    this.upload.onload?.();
  }

  respond(status: number, body?: unknown, { statusText = '', contentType = 'application/json' } = {}) {
    this.status = status;
    this.statusText = statusText;
    this.responseText = body === undefined ? '' : typeof body === 'string' ? body : JSON.stringify(body);
    this.responseHeaders = { 'content-type': contentType };
    this.onload?.();
  }

  failNetwork() {
    this.onerror?.();
  }

  /** The multipart fields sent, as text (the file part as its name). */
  formFields(): Record<string, string> {
    if (!(this.body instanceof FormData)) return {};
    const fields: Record<string, string> = {};
    for (const [key, value] of this.body.entries()) fields[key] = typeof value === 'string' ? value : value.name;
    return fields;
  }
}

/** Replaces XMLHttpRequest with FakeXhr until vi.unstubAllGlobals (run after every test). */
export function installFakeXhr(): typeof FakeXhr {
  FakeXhr.sent = [];
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  return FakeXhr;
}

/** The last request sent through the fake. */
export function lastXhr(): FakeXhr {
  const xhr = FakeXhr.sent.at(-1);
  if (!xhr) throw new Error('No XMLHttpRequest was sent');
  return xhr;
}
