import { createHash } from 'node:crypto';
import type { v3 } from '@google-cloud/translate';
import { newTranslationServiceClient } from '../engines/google/google-client';
import { fromHtml, hasInlineMarks, toHtml } from '../engines/google/google-inline';
import { chunkForRequests, classifyGoogleError, splitLongText } from '../engines/google/google-requests';
import type { GoogleTranslateEngineOptions } from '../engines/google/google-translate-engine';
import { normalizeLanguageCode } from '../engines/language-codes';
import { isBlankSegment, TranslationEngine, TranslationEngineError } from '../engines/translation-engine';
import type { GlossaryTerm } from '../layout/glossary.util';

/** One organisation's glossary for one language pair, as Google keeps it. */
export interface GoogleGlossarySpec {
  /** Glossary id (letters, digits, - and _), e.g. pt-org-12-en-fr. */
  id: string;
  source: string;
  target: string;
  terms: readonly GlossaryTerm[];
}

const MAX_SEGMENTS = 1024;
const MAX_CODE_POINTS = 30_000;

type Entry = {
  name?: string | null;
  termsPair?: { sourceTerm?: { text?: string | null } | null; targetTerm?: { text?: string | null } | null } | null;
};

/**
 * Organisation glossaries through Cloud Translation v3's own glossary feature: each organisation's terms for a pair are
 * one Google glossary (created with the pair, its entries kept equal to ours with the glossary-entry calls: added,
 * changed, removed), and translateText names it in glossaryConfig (ignoreCase) and takes glossaryTranslations. A
 * glossary whose terms did not change since it was last brought up to date here is not listed again.
 */
export class GoogleGlossaries {
  private readonly client: v3.TranslationServiceClient;
  private readonly parent: string;
  private readonly timeoutMs: number;
  /** Glossary name → fingerprint of the terms it was last brought up to date with (and the sync in flight). */
  private readonly synced = new Map<string, Promise<string>>();

  constructor(options: GoogleTranslateEngineOptions) {
    this.parent = `projects/${options.projectId}/locations/${options.location ?? 'us-central1'}`;
    this.timeoutMs = options.timeoutMs ?? 60_000;
    this.client = newTranslationServiceClient(options);
  }

  /** The glossary's full name, after creating it or bringing its entries up to date when needed. */
  async ensure(spec: GoogleGlossarySpec): Promise<string> {
    const name = `${this.parent}/glossaries/${spec.id}`;
    const fingerprint = fingerprintOf(spec);
    const previous = this.synced.get(name);
    if (previous && (await previous.catch(() => '')) === fingerprint) return name;
    const sync = this.call(() => this.sync(name, spec)).then(() => fingerprint);
    this.synced.set(name, sync);
    sync.catch(() => {
      if (this.synced.get(name) === sync) this.synced.delete(name);
    });
    await sync;
    return name;
  }

  /** `engine` (the Google engine) for everything but translateBatch, which translates with the glossary. */
  translator(engine: TranslationEngine, spec: GoogleGlossarySpec): TranslationEngine {
    return {
      name: engine.name,
      pairs: () => engine.pairs(),
      canTranslate: (source, target) => engine.canTranslate(source, target),
      targetLanguages: () => engine.targetLanguages(),
      close: () => engine.close(),
      translateBatch: async (segments, source, target) => {
        if (normalizeLanguageCode(source) !== spec.source || normalizeLanguageCode(target) !== spec.target)
          return engine.translateBatch(segments, source, target);
        return this.translateBatch(await this.ensure(spec), segments, spec.source, spec.target);
      },
    };
  }

  async close(): Promise<void> {
    await this.client.close();
  }

  private async translateBatch(glossary: string, segments: string[], source: string, target: string): Promise<string[]> {
    const html = segments.some(hasInlineMarks);
    const pieces: { segment: number; text: string }[] = [];
    segments.forEach((segment, i) => {
      if (isBlankSegment(segment)) return;
      for (const text of splitLongText(html ? toHtml(segment) : segment, MAX_CODE_POINTS)) pieces.push({ segment: i, text });
    });
    const translated: string[] = new Array(pieces.length);
    for (const chunk of chunkForRequests(
      pieces.map((p) => p.text),
      MAX_SEGMENTS,
      MAX_CODE_POINTS,
    )) {
      const contents = chunk.map((i) => pieces[i].text);
      const [response] = await this.call(() =>
        this.client.translateText(
          {
            parent: this.parent,
            contents,
            mimeType: html ? 'text/html' : 'text/plain',
            sourceLanguageCode: source,
            targetLanguageCode: target,
            glossaryConfig: { glossary, ignoreCase: true },
          },
          { timeout: this.timeoutMs, retry: null },
        ),
      );
      const out = response.glossaryTranslations ?? [];
      if (out.length !== contents.length) {
        throw new TranslationEngineError(
          `Google answered ${out.length} glossary translations for ${contents.length} texts`,
          'transient',
          'google',
        );
      }
      chunk.forEach((pieceIndex, k) => (translated[pieceIndex] = out[k].translatedText ?? ''));
    }
    const result = segments.slice();
    const joined = new Map<number, string[]>();
    pieces.forEach((p, i) => joined.set(p.segment, [...(joined.get(p.segment) ?? []), html ? fromHtml(translated[i]) : translated[i]]));
    for (const [segment, parts] of joined) result[segment] = parts.length === 1 ? parts[0] : parts.map((p) => p.trim()).join(' ');
    return result;
  }

  /** Creates the glossary if Google does not have it, then makes its entries those of `spec`. */
  private async sync(name: string, spec: GoogleGlossarySpec): Promise<void> {
    const options = { timeout: this.timeoutMs, retry: null };
    try {
      await this.client.getGlossary({ name }, options);
    } catch (err) {
      if ((err as { code?: number }).code !== 5) throw err; // only NOT_FOUND means "create it"
      try {
        const [operation] = await this.client.createGlossary(
          { parent: this.parent, glossary: { name, languagePair: { sourceLanguageCode: spec.source, targetLanguageCode: spec.target } } },
          options,
        );
        await operation.promise();
      } catch (createErr) {
        // Another worker created it meanwhile (ALREADY_EXISTS): its entries are brought up to date below.
        if ((createErr as { code?: number }).code !== 6) throw createErr;
      }
    }
    const existing: Entry[] = [];
    let pageToken: string | undefined;
    do {
      const [entries, , response] = await this.client.listGlossaryEntries(
        { parent: name, pageSize: 1000, pageToken },
        { ...options, autoPaginate: false },
      );
      existing.push(...(entries as Entry[]));
      pageToken = response?.nextPageToken || undefined;
    } while (pageToken);

    const wanted = new Map(spec.terms.map((t) => [t.source.toLowerCase(), t]));
    const seen = new Set<string>();
    for (const entry of existing) {
      const sourceText = entry.termsPair?.sourceTerm?.text ?? '';
      const term = wanted.get(sourceText.toLowerCase());
      if (!term || seen.has(sourceText.toLowerCase())) {
        await this.client.deleteGlossaryEntry({ name: entry.name! }, options);
        continue;
      }
      seen.add(sourceText.toLowerCase());
      if (sourceText !== term.source || entry.termsPair?.targetTerm?.text !== term.target) {
        await this.client.updateGlossaryEntry({ glossaryEntry: { name: entry.name!, termsPair: this.pair(spec, term) } }, options);
      }
    }
    for (const [key, term] of wanted) {
      if (!seen.has(key))
        await this.client.createGlossaryEntry({ parent: name, glossaryEntry: { termsPair: this.pair(spec, term) } }, options);
    }
  }

  private pair(spec: GoogleGlossarySpec, term: GlossaryTerm) {
    return { sourceTerm: { languageCode: spec.source, text: term.source }, targetTerm: { languageCode: spec.target, text: term.target } };
  }

  /** Google's errors as TranslationEngineError (permanent or transient, as the engine classifies them). */
  private async call<T>(request: () => Promise<T>): Promise<T> {
    try {
      return await request();
    } catch (err) {
      if (err instanceof TranslationEngineError) throw err;
      const e = err as { code?: number; message?: string };
      throw new TranslationEngineError(
        `Google glossary call failed${e.code !== undefined ? ` (${e.code})` : ''}: ${e.message ?? String(err)}`,
        classifyGoogleError(err),
        'google',
        { cause: err },
      );
    }
  }
}

function fingerprintOf(spec: GoogleGlossarySpec): string {
  const hash = createHash('sha256');
  hash.update(`${spec.source}\u0000${spec.target}`);
  for (const t of [...spec.terms].sort((a, b) => a.source.localeCompare(b.source))) hash.update(`\u0000${t.source}\u0001${t.target}`);
  return hash.digest('hex');
}
