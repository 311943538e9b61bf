import { createServer, IncomingMessage, Server, ServerResponse } from 'node:http';
import { AddressInfo } from 'node:net';

/**
 * A local HTTP server speaking the REST/JSON protocol of Cloud Translation v3 as the official client
 * uses it in REST mode (`fallback: true`), so tests run the real `@google-cloud/translate` client:
 *
 *   POST /v3/projects/{p}/locations/{l}:translateText           {contents, mimeType, sourceLanguageCode?, targetLanguageCode}
 *        → {translations: [{translatedText}]}
 *   GET  /v3/projects/{p}/locations/{l}/supportedLanguages      → {languages: [{languageCode, supportSource, supportTarget}]}
 *   Glossaries (a language pair each): POST …/glossaries (a long-running operation, answered done), GET …/glossaries/{g},
 *   GET|POST …/glossaries/{g}/glossaryEntries, PATCH|DELETE …/glossaryEntries/{e}, GET …/operations/{o}; translateText
 *   with glossaryConfig also answers glossaryTranslations, where each source term (whole words, without case when
 *   ignoreCase) is replaced by its target term before the transform, like Google's.
 *
 * Translation is a deterministic transform: `[target] text` (e.g. `[fr] Hello`). Like Google, it refuses
 * more than 1024 strings or 30,000 code points per request (400 INVALID_ARGUMENT), an unsupported language
 * (400), and requests without the expected API key (403 PERMISSION_DENIED). failNext() makes the next
 * requests answer an error (403, 429, 500, 503…) in Google's JSON error shape.
 */
export interface RecordedRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: IncomingMessage['headers'];
  body: any;
}

export interface FakeGoogleTranslateOptions {
  /** Expected X-Goog-Api-Key; unset = any. */
  apiKey?: string;
  /** Languages offered (default en, fr, es, de, it, pt, zh-CN, zh-TW). */
  languages?: string[];
  /** Delay before answering translateText (ms), to test timeouts and concurrency. */
  delayMs?: number;
}

export interface FakeGlossaryEntry {
  name: string;
  termsPair: { sourceTerm: { languageCode: string; text: string }; targetTerm: { languageCode: string; text: string } };
}

export interface FakeGlossary {
  name: string;
  languagePair: { sourceLanguageCode: string; targetLanguageCode: string };
  entries: Map<string, FakeGlossaryEntry>;
}

export interface FakeGoogleTranslate {
  /** Base URL, e.g. http://127.0.0.1:41234 (the value of GOOGLE_TRANSLATE_API_ENDPOINT). */
  url: string;
  requests: RecordedRequest[];
  /** The glossaries created through the API, by full name (projects/{p}/locations/{l}/glossaries/{g}). */
  glossaries: Map<string, FakeGlossary>;
  /** The next `times` requests (of the given kind, default any) answer `status`. */
  failNext(status: number, times?: number, kind?: 'translate' | 'languages'): void;
  setDelay(ms: number): void;
  close(): Promise<void>;
}

const STATUS_NAMES: Record<number, string> = {
  400: 'INVALID_ARGUMENT',
  401: 'UNAUTHENTICATED',
  403: 'PERMISSION_DENIED',
  404: 'NOT_FOUND',
  409: 'ALREADY_EXISTS',
  429: 'RESOURCE_EXHAUSTED',
  500: 'INTERNAL',
  503: 'UNAVAILABLE',
  504: 'DEADLINE_EXCEEDED',
};

export const FAKE_MAX_SEGMENTS = 1024;
export const FAKE_MAX_CODE_POINTS = 30_000;

/** A glossary's terms applied to a text as the fake does: whole words, longest first, without case when asked. */
export function applyFakeGlossary(text: string, glossary: FakeGlossary, ignoreCase: boolean): string {
  const pairs = [...glossary.entries.values()].map((e) => [e.termsPair.sourceTerm.text, e.termsPair.targetTerm.text] as const);
  pairs.sort((a, b) => b[0].length - a[0].length);
  if (pairs.length === 0) return text;
  const escape = (t: string) => t.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const pattern = new RegExp(
    `(?<![\\p{L}\\p{N}_])(?:${pairs.map(([source]) => escape(source)).join('|')})(?![\\p{L}\\p{N}_])`,
    ignoreCase ? 'giu' : 'gu',
  );
  return text.replace(pattern, (m) => pairs.find(([source]) => (ignoreCase ? source.toLowerCase() === m.toLowerCase() : source === m))![1]);
}

/** The fake's transform, for assertions. */
export function fakeTranslation(text: string, target: string): string {
  return `[${target}] ${text}`;
}

export async function startFakeGoogleTranslate(options: FakeGoogleTranslateOptions = {}): Promise<FakeGoogleTranslate> {
  const languages = options.languages ?? ['en', 'fr', 'es', 'de', 'it', 'pt', 'zh-CN', 'zh-TW'];
  const requests: RecordedRequest[] = [];
  const glossaries = new Map<string, FakeGlossary>();
  const operations = new Map<string, unknown>();
  let nextId = 1;
  const failures: { status: number; kind?: 'translate' | 'languages' }[] = [];
  let delayMs = options.delayMs ?? 0;
  const delays = new Set<NodeJS.Timeout>();

  const send = (res: ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
    res.end(JSON.stringify(body));
  };
  const error = (res: ServerResponse, status: number, message: string) =>
    send(res, status, { error: { code: status, message, status: STATUS_NAMES[status] ?? 'UNKNOWN' } });

  /** The glossary and glossary-entry calls (a subset of Google's: what an adapter keeping one glossary in sync needs). */
  const glossaryCall = (
    method: string,
    parent: string,
    id: string | undefined,
    entryId: string | undefined,
    entries: boolean,
    body: any,
    res: ServerResponse,
  ) => {
    if (!id) {
      if (method !== 'POST') return error(res, 404, 'Not found');
      const name: unknown = body?.name;
      const pair = body?.languagePair;
      if (typeof name !== 'string' || !name.startsWith(`${parent}/`)) return error(res, 400, 'glossary.name must be under the parent');
      if (!pair?.sourceLanguageCode || !pair?.targetLanguageCode) return error(res, 400, 'glossary.languagePair is required');
      if (glossaries.has(name)) return error(res, 409, `Glossary ${name} already exists.`);
      glossaries.set(name, {
        name,
        languagePair: { sourceLanguageCode: pair.sourceLanguageCode, targetLanguageCode: pair.targetLanguageCode },
        entries: new Map(),
      });
      const opName = `${parent.replace(/\/glossaries$/, '')}/operations/op-${nextId++}`;
      const op = {
        name: opName,
        done: true,
        metadata: { '@type': 'type.googleapis.com/google.cloud.translation.v3.CreateGlossaryMetadata', name, state: 'SUCCEEDED' },
        response: { '@type': 'type.googleapis.com/google.cloud.translation.v3.Glossary', name, languagePair: pair, entryCount: 0 },
      };
      operations.set(opName, op);
      return send(res, 200, op);
    }
    const name = `${parent}/${id}`;
    const glossary = glossaries.get(name);
    if (!glossary) return error(res, 404, `Glossary ${name} not found.`);
    if (!entries) {
      if (method === 'GET') return send(res, 200, { name, languagePair: glossary.languagePair, entryCount: glossary.entries.size });
      return error(res, 404, 'Not found');
    }
    const validEntry = (entry: any) =>
      typeof entry?.termsPair?.sourceTerm?.text === 'string' &&
      entry.termsPair.sourceTerm.text !== '' &&
      typeof entry?.termsPair?.targetTerm?.text === 'string' &&
      entry.termsPair.targetTerm.text !== '';
    if (!entryId) {
      if (method === 'GET') return send(res, 200, { glossaryEntries: [...glossary.entries.values()] });
      if (method !== 'POST') return error(res, 404, 'Not found');
      if (!validEntry(body)) return error(res, 400, 'glossary_entry.terms_pair is required');
      const entry: FakeGlossaryEntry = { name: `${name}/glossaryEntries/e${nextId++}`, termsPair: body.termsPair };
      glossary.entries.set(entry.name, entry);
      return send(res, 200, entry);
    }
    const entryName = `${name}/glossaryEntries/${entryId}`;
    const entry = glossary.entries.get(entryName);
    if (!entry) return error(res, 404, `Glossary entry ${entryName} not found.`);
    if (method === 'GET') return send(res, 200, entry);
    if (method === 'PATCH') {
      if (!validEntry(body)) return error(res, 400, 'glossary_entry.terms_pair is required');
      entry.termsPair = body.termsPair;
      return send(res, 200, entry);
    }
    if (method === 'DELETE') {
      glossary.entries.delete(entryName);
      return send(res, 200, {});
    }
    return error(res, 404, 'Not found');
  };

  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      void (async () => {
        const url = new URL(req.url ?? '/', 'http://localhost');
        const raw = Buffer.concat(chunks).toString('utf8');
        let body: any;
        try {
          body = raw ? JSON.parse(raw) : undefined;
        } catch {
          return error(res, 400, 'Invalid JSON payload received.');
        }
        requests.push({ method: req.method ?? '', path: url.pathname, query: url.searchParams, headers: req.headers, body });

        const translate = /^\/v3\/projects\/([^/]+)\/locations\/([^/:]+):translateText$/.exec(url.pathname);
        const supported = /^\/v3\/projects\/([^/]+)\/locations\/([^/:]+)\/supportedLanguages$/.exec(url.pathname);
        const glossaryPath =
          /^\/v3\/(projects\/[^/]+\/locations\/[^/:]+\/glossaries)(?:\/([^/:]+))?(?:\/glossaryEntries(?:\/([^/:]+))?)?$/.exec(url.pathname);
        const operation = /^\/v3\/(projects\/[^/]+\/locations\/[^/:]+\/operations\/[^/:]+)$/.exec(url.pathname);
        const kind = translate ? 'translate' : supported ? 'languages' : undefined;

        const failure = failures.findIndex((f) => !f.kind || f.kind === kind);
        if (failure !== -1) {
          const [f] = failures.splice(failure, 1);
          return error(res, f.status, `Injected failure ${f.status}`);
        }
        if (options.apiKey && req.headers['x-goog-api-key'] !== options.apiKey) {
          return error(res, 403, 'The request is missing a valid API key.');
        }

        if (translate && req.method === 'POST') {
          if (delayMs > 0) {
            await new Promise<void>((resolve) => {
              const timer = setTimeout(() => {
                delays.delete(timer);
                resolve();
              }, delayMs);
              delays.add(timer);
            });
          }
          const contents: unknown = body?.contents;
          const target: unknown = body?.targetLanguageCode;
          if (!Array.isArray(contents) || contents.length === 0 || contents.some((c) => typeof c !== 'string')) {
            return error(res, 400, 'contents must be a non-empty list of strings');
          }
          if (contents.length > FAKE_MAX_SEGMENTS) return error(res, 400, `Too many strings: ${contents.length}`);
          const size = contents.reduce((n: number, c: string) => n + [...c].length, 0);
          if (size > FAKE_MAX_CODE_POINTS) return error(res, 400, `Text too long: ${size} code points`);
          if (typeof target !== 'string' || !languages.includes(target)) return error(res, 400, 'Target language is invalid.');
          if (body.sourceLanguageCode !== undefined && !languages.includes(body.sourceLanguageCode)) {
            return error(res, 400, 'Source language is invalid.');
          }
          if (body.mimeType !== undefined && !['text/plain', 'text/html'].includes(body.mimeType)) {
            return error(res, 400, 'Unsupported mime type.');
          }
          const translations = contents.map((c: string) => ({
            translatedText: fakeTranslation(c, target),
            ...(body.sourceLanguageCode ? {} : { detectedLanguageCode: 'en' }),
          }));
          if (body.glossaryConfig !== undefined) {
            const glossary = glossaries.get(body.glossaryConfig?.glossary);
            if (!glossary) return error(res, 400, `Glossary not found: ${body.glossaryConfig?.glossary}`);
            const { sourceLanguageCode, targetLanguageCode } = glossary.languagePair;
            if (sourceLanguageCode !== body.sourceLanguageCode || targetLanguageCode !== target) {
              return error(res, 400, 'The glossary language pair does not match the request.');
            }
            const glossaryTranslations = contents.map((c: string) => ({
              translatedText: fakeTranslation(applyFakeGlossary(c, glossary, body.glossaryConfig.ignoreCase === true), target),
              glossaryConfig: body.glossaryConfig,
            }));
            return send(res, 200, { translations, glossaryTranslations });
          }
          return send(res, 200, { translations });
        }
        if (glossaryPath)
          return glossaryCall(
            req.method ?? '',
            glossaryPath[1],
            glossaryPath[2],
            glossaryPath[3],
            url.pathname.includes('/glossaryEntries'),
            body,
            res,
          );
        if (operation && req.method === 'GET') {
          const op = operations.get(operation[1]);
          return op ? send(res, 200, op) : error(res, 404, `Operation not found: ${operation[1]}`);
        }
        if (supported && req.method === 'GET') {
          return send(res, 200, {
            languages: languages.map((languageCode) => ({ languageCode, supportSource: true, supportTarget: true })),
          });
        }
        return error(res, 404, `Not found: ${req.method} ${url.pathname}`);
      })();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    glossaries,
    failNext(status, times = 1, kind) {
      for (let i = 0; i < times; i++) failures.push({ status, kind });
    },
    setDelay(ms) {
      delayMs = ms;
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const timer of delays) clearTimeout(timer);
        delays.clear();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
