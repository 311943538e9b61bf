/**
 * Pure helpers of the Google Cloud Translation adapter: request limits, chunking, endpoint parsing and
 * error classification.
 */
import { TranslationErrorKind } from '../translation-engine';

/** translateText limits: at most 1024 strings, and about 30,000 code points in all (Google's recommendation). */
export const GOOGLE_MAX_SEGMENTS_PER_REQUEST = 1024;
export const GOOGLE_MAX_CODE_POINTS_PER_REQUEST = 30_000;

export function codePoints(text: string): number {
  let n = 0;
  for (const _ of text) n++;
  return n;
}

/**
 * Cuts a text longer than max code points into pieces of at most max, preferably after a sentence end,
 * else at white space, else anywhere (never inside a surrogate pair). Pieces keep their white space, so
 * joining them gives back the text.
 */
export function splitLongText(text: string, max: number): string[] {
  const chars = [...text];
  if (chars.length <= max) return [text];
  const pieces: string[] = [];
  let start = 0;
  while (chars.length - start > max) {
    const window = chars.slice(start, start + max).join('');
    const sentenceEnd = lastMatchEnd(window, /[.!?。？！]\s+/g);
    const spaceEnd = lastMatchEnd(window, /\s+/g);
    // A sentence end in the second half of the window, else the last white space, else a hard cut.
    const cut = sentenceEnd >= window.length / 2 ? sentenceEnd : spaceEnd > 0 ? spaceEnd : window.length;
    const cutChars = [...window.slice(0, cut)].length;
    pieces.push(chars.slice(start, start + cutChars).join(''));
    start += cutChars;
  }
  pieces.push(chars.slice(start).join(''));
  return pieces;
}

function lastMatchEnd(text: string, pattern: RegExp): number {
  let end = -1;
  for (let m = pattern.exec(text); m; m = pattern.exec(text)) end = m.index + m[0].length;
  return end;
}

/**
 * Groups texts into requests within the limits, keeping their order; answers index lists.
 * Each text must already be within maxCodePoints (see splitLongText).
 */
export function chunkForRequests(
  texts: string[],
  maxSegments = GOOGLE_MAX_SEGMENTS_PER_REQUEST,
  maxCodePoints = GOOGLE_MAX_CODE_POINTS_PER_REQUEST,
): number[][] {
  const chunks: number[][] = [];
  let current: number[] = [];
  let size = 0;
  texts.forEach((text, i) => {
    const n = codePoints(text);
    if (current.length > 0 && (current.length >= maxSegments || size + n > maxCodePoints)) {
      chunks.push(current);
      current = [];
      size = 0;
    }
    current.push(i);
    size += n;
  });
  if (current.length > 0) chunks.push(current);
  return chunks;
}

export interface GoogleEndpoint {
  apiEndpoint?: string;
  port?: number;
  protocol?: 'http' | 'https';
}

/**
 * GOOGLE_TRANSLATE_API_ENDPOINT → client options: 'http://127.0.0.1:8085' (a local server, tests),
 * 'https://translate.googleapis.com', 'translate.googleapis.com' or 'host:port'. Empty = Google's default.
 */
export function parseGoogleEndpoint(endpoint: string | undefined): GoogleEndpoint {
  if (!endpoint) return {};
  const m = /^(?:(https?):\/\/)?([^/:]+|\[[^\]]+\])(?::(\d+))?\/?$/.exec(endpoint.trim());
  if (!m) throw new Error(`GOOGLE_TRANSLATE_API_ENDPOINT is not a host, host:port or http(s) URL: ${endpoint}`);
  const protocol = m[1] as 'http' | 'https' | undefined;
  const port = m[3] ? Number(m[3]) : protocol === 'http' ? 80 : protocol === 'https' ? 443 : undefined;
  return { apiEndpoint: m[2], ...(port ? { port } : {}), ...(protocol ? { protocol } : {}) };
}

/** gRPC status codes (google-gax reports REST errors with these too). */
const PERMANENT_CODES = new Set([3, 5, 6, 7, 9, 11, 12, 16]); // INVALID_ARGUMENT, NOT_FOUND, ALREADY_EXISTS, PERMISSION_DENIED, FAILED_PRECONDITION, OUT_OF_RANGE, UNIMPLEMENTED, UNAUTHENTICATED
const TRANSIENT_CODES = new Set([1, 2, 4, 8, 10, 13, 14, 15]); // CANCELLED, UNKNOWN, DEADLINE_EXCEEDED, RESOURCE_EXHAUSTED, ABORTED, INTERNAL, UNAVAILABLE, DATA_LOSS

/**
 * Permanent (403 permission or API disabled, 401 credentials, 400 invalid request or language, 404
 * project) vs transient (429 rate limit or quota, 5xx, timeouts, network errors).
 */
export function classifyGoogleError(err: unknown): Exclude<TranslationErrorKind, 'unsupported-pair'> {
  const e = err as { code?: unknown; httpStatusCode?: unknown; status?: unknown };
  const http = typeof e?.httpStatusCode === 'number' ? e.httpStatusCode : typeof e?.status === 'number' ? e.status : undefined;
  if (http !== undefined) {
    if (http === 408 || http === 429 || http >= 500) return 'transient';
    if (http >= 400) return 'permanent';
  }
  if (typeof e?.code === 'number') {
    if (PERMANENT_CODES.has(e.code)) return 'permanent';
    if (TRANSIENT_CODES.has(e.code)) return 'transient';
  }
  // Network errors (ECONNREFUSED, ECONNRESET, ETIMEDOUT…) and anything unknown: worth another try.
  return 'transient';
}
