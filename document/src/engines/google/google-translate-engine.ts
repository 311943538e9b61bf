import type { v3 } from '@google-cloud/translate';
import { newTranslationServiceClient } from './google-client';
import { fromHtml, hasInlineMarks, toHtml } from './google-inline';
import { normalizeLanguageCode } from '../language-codes';
import {
  isBlankSegment,
  LanguagePair,
  TranslationEngine,
  TranslationEngineError,
  UnsupportedLanguagePairError,
} from '../translation-engine';
import {
  chunkForRequests,
  classifyGoogleError,
  GOOGLE_MAX_CODE_POINTS_PER_REQUEST,
  GOOGLE_MAX_SEGMENTS_PER_REQUEST,
  splitLongText,
} from './google-requests';

export interface GoogleTranslateEngineOptions {
  projectId: string;
  /** GOOGLE_TRANSLATE_API_ENDPOINT: host, host:port or http(s) URL; unset = Google. */
  apiEndpoint?: string;
  /** GOOGLE_APPLICATION_CREDENTIALS: a service-account key file. Unset (and no API key) = Application Default Credentials. */
  keyFilename?: string;
  /** GOOGLE_TRANSLATE_API_KEY: sent as X-Goog-Api-Key instead of OAuth credentials. */
  apiKey?: string;
  location?: string;
  /** Deadline of one request (ms). Default 60 s. */
  timeoutMs?: number;
  /** Retries of a request that failed with a transient error (429, 5xx, timeout). Default 2. */
  retries?: number;
  /** First retry delay (ms), doubled each time. Default 1000. */
  retryDelayMs?: number;
  /** Requests in flight at once for one batch. Default 4. */
  concurrency?: number;
  /** How long the supported-languages list is cached (ms). Default 1 h. */
  languagesTtlMs?: number;
  maxSegmentsPerRequest?: number;
  maxCodePointsPerRequest?: number;
}

interface SupportedLanguages {
  sources: Map<string, string>; // ISO 639-1 (or Google's code when there is none) → Google's code
  targets: Map<string, string>;
}

/**
 * Google Cloud Translation v3 (Advanced) through the official client, `translateText` with
 * mimeType text/plain (text/html for a batch with inline style marks, see google-inline.ts). The client runs over HTTP/1.1 REST (`fallback: true`), in production as in the
 * tests, where GOOGLE_TRANSLATE_API_ENDPOINT points it at a local server speaking the same REST/JSON
 * protocol (test/utils/fake-google-translate.ts).
 */
export class GoogleTranslateEngine implements TranslationEngine {
  readonly name = 'google';
  private readonly client: v3.TranslationServiceClient;
  private readonly parent: string;
  private readonly timeoutMs: number;
  private readonly retries: number;
  private readonly retryDelayMs: number;
  private readonly concurrency: number;
  private readonly languagesTtlMs: number;
  private readonly maxSegments: number;
  private readonly maxCodePoints: number;
  private languages?: { at: number; value: Promise<SupportedLanguages> };
  private closed = false;

  constructor(options: GoogleTranslateEngineOptions) {
    this.parent = `projects/${options.projectId}/locations/${options.location ?? 'global'}`;
    this.timeoutMs = options.timeoutMs ?? 60_000;
    this.retries = options.retries ?? 2;
    this.retryDelayMs = options.retryDelayMs ?? 1000;
    this.concurrency = Math.max(1, options.concurrency ?? 4);
    this.languagesTtlMs = options.languagesTtlMs ?? 3600_000;
    this.maxSegments = Math.min(options.maxSegmentsPerRequest ?? GOOGLE_MAX_SEGMENTS_PER_REQUEST, GOOGLE_MAX_SEGMENTS_PER_REQUEST);
    this.maxCodePoints = Math.min(
      options.maxCodePointsPerRequest ?? GOOGLE_MAX_CODE_POINTS_PER_REQUEST,
      GOOGLE_MAX_CODE_POINTS_PER_REQUEST,
    );
    this.client = newTranslationServiceClient(options);
  }

  async pairs(): Promise<LanguagePair[]> {
    const { sources, targets } = await this.supportedLanguages();
    const pairs: LanguagePair[] = [];
    for (const source of [...sources.keys()].sort()) {
      for (const target of [...targets.keys()].sort()) if (source !== target) pairs.push({ source, target });
    }
    return pairs;
  }

  async canTranslate(source: string, target: string): Promise<boolean> {
    const { sources, targets } = await this.supportedLanguages();
    const s = normalizeLanguageCode(source);
    const t = normalizeLanguageCode(target);
    return s !== t && sources.has(s) && targets.has(t);
  }

  async targetLanguages(): Promise<string[]> {
    return [...(await this.supportedLanguages()).targets.keys()].sort();
  }

  async translateBatch(segments: string[], source: string, target: string): Promise<string[]> {
    if (this.closed) throw new TranslationEngineError('the Google engine is closed', 'permanent', this.name);
    const { sourceCode, targetCode } = await this.codes(source, target);

    // Inline style marks go as HTML spans (google-inline.ts): then the whole batch is HTML, escaped.
    const html = segments.some(hasInlineMarks);
    // Pieces: every non-blank segment, long ones cut to fit in a request.
    const pieces: { segment: number; text: string }[] = [];
    segments.forEach((segment, i) => {
      if (isBlankSegment(segment)) return;
      for (const text of splitLongText(html ? toHtml(segment) : segment, this.maxCodePoints)) pieces.push({ segment: i, text });
    });
    const chunks = chunkForRequests(
      pieces.map((p) => p.text),
      this.maxSegments,
      this.maxCodePoints,
    );
    const translated: string[] = new Array(pieces.length);
    let next = 0;
    const worker = async () => {
      while (next < chunks.length) {
        const chunk = chunks[next++];
        const out = await this.translateRequest(
          chunk.map((i) => pieces[i].text),
          sourceCode,
          targetCode,
          html,
        );
        chunk.forEach((pieceIndex, k) => (translated[pieceIndex] = out[k]));
      }
    };
    await Promise.all(Array.from({ length: Math.min(this.concurrency, chunks.length) }, worker));

    const out = segments.slice();
    const joined = new Map<number, string[]>();
    pieces.forEach((p, i) => joined.set(p.segment, [...(joined.get(p.segment) ?? []), html ? fromHtml(translated[i]) : translated[i]]));
    for (const [segment, parts] of joined) out[segment] = parts.length === 1 ? parts[0] : parts.map((p) => p.trim()).join(' ');
    return out;
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    await this.client.close();
  }

  /** Google's codes for the pair; refuses a pair the list says is unsupported (if the list is available). */
  private async codes(source: string, target: string): Promise<{ sourceCode: string; targetCode: string }> {
    const s = normalizeLanguageCode(source);
    const t = normalizeLanguageCode(target);
    let languages: SupportedLanguages | undefined;
    try {
      languages = await this.supportedLanguages();
    } catch {
      languages = undefined; // translateText will tell
    }
    if (s === t || (languages && (!languages.sources.has(s) || !languages.targets.has(t)))) {
      throw new UnsupportedLanguagePairError(this.name, source, target);
    }
    return { sourceCode: languages?.sources.get(s) ?? s, targetCode: languages?.targets.get(t) ?? t };
  }

  private async translateRequest(
    contents: string[],
    sourceLanguageCode: string,
    targetLanguageCode: string,
    html = false,
  ): Promise<string[]> {
    const [response] = await this.call(() =>
      this.client.translateText(
        { parent: this.parent, contents, mimeType: html ? 'text/html' : 'text/plain', sourceLanguageCode, targetLanguageCode },
        { timeout: this.timeoutMs, retry: null },
      ),
    );
    const translations = response.translations ?? [];
    if (translations.length !== contents.length) {
      throw new TranslationEngineError(
        `Google answered ${translations.length} translations for ${contents.length} texts`,
        'transient',
        this.name,
      );
    }
    return translations.map((t) => t.translatedText ?? '');
  }

  private supportedLanguages(): Promise<SupportedLanguages> {
    if (this.languages && Date.now() - this.languages.at < this.languagesTtlMs) return this.languages.value;
    const value = this.call(() =>
      this.client.getSupportedLanguages({ parent: this.parent }, { timeout: this.timeoutMs, retry: null }),
    ).then(([response]) => {
      const sources = new Map<string, string>();
      const targets = new Map<string, string>();
      for (const l of response.languages ?? []) {
        if (!l.languageCode) continue;
        // 'zh-CN' and 'zh-TW' both answer to 'zh' (the first listed wins, 'zh' itself when listed).
        const iso = normalizeLanguageCode(l.languageCode);
        const exact = l.languageCode.toLowerCase() === iso;
        if (l.supportSource && (exact || !sources.has(iso))) sources.set(iso, l.languageCode);
        if (l.supportTarget && (exact || !targets.has(iso))) targets.set(iso, l.languageCode);
      }
      return { sources, targets };
    });
    const entry = { at: Date.now(), value };
    this.languages = entry;
    value.catch(() => {
      if (this.languages === entry) this.languages = undefined;
    });
    return value;
  }

  /** Runs a request, retrying transient failures with exponential backoff; errors become TranslationEngineError. */
  private async call<T>(request: () => Promise<T>): Promise<T> {
    for (let attempt = 0; ; attempt++) {
      try {
        return await request();
      } catch (err) {
        if (err instanceof TranslationEngineError) throw err;
        const kind = classifyGoogleError(err);
        if (kind === 'transient' && attempt < this.retries && !this.closed) {
          await new Promise((r) => setTimeout(r, this.retryDelayMs * 2 ** attempt * (0.75 + Math.random() / 2)));
          continue;
        }
        const e = err as { code?: number; httpStatusCode?: number; message?: string };
        const status = e.httpStatusCode ?? e.code;
        throw new TranslationEngineError(
          `Google Cloud Translation failed${status !== undefined ? ` (${status})` : ''}: ${e.message ?? String(err)}`,
          kind,
          this.name,
          { cause: err },
        );
      }
    }
  }
}
