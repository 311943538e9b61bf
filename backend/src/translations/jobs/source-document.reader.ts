import { createHash } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { Transform } from 'node:stream';
import { pipeline as pipeStreams } from 'node:stream/promises';
import { Inject, Injectable } from '@nestjs/common';
import { PdfTextExtractor, TranslationEngine } from '@pt/document';
import type { PdfExtraction } from '@pt/document';
import { StorageService } from '../../storage/storage.service';
import { TRANSLATION_ENGINE } from '../engines.module';
import { Translation } from '../entities/translation.entity';
import { ExtractionReadAhead } from '../extraction-read-ahead';
import { StoredExtractions } from '../stored-extractions';
import { EarlyTranslations } from './early-translations';
import { sameLanguageError, unknownLanguageError, unsupportedPairError } from './pipeline-errors';
import { BATCH_LIMITS } from './pipeline-progress.util';
import { SegmentCheckpointStore } from './segment-checkpoint';
import { TranslationGlossaries, TranslationGlossary } from './translation-glossaries';
import { TranslationStateRepository } from './translation-state.repository';

const LANGUAGE_SAMPLE_CHARS = 20_000;

/** What a run translates: the original's text, its pair, the checkpoint, the translations started early and the glossary. */
export interface SourceDocument {
  extraction: PdfExtraction;
  source: string;
  target: string;
  /** Translations an earlier attempt saved, by protected segment text. */
  saved: Map<string, string>;
  early: EarlyTranslations | undefined;
  glossary: TranslationGlossary;
}

/**
 * The pipeline's first steps: the original copied from storage, and the text to translate read from it (the original
 * parsed while its first pages are already being translated, or the text runs stored beside it), with the
 * source language, the pair checked, the checkpoint and the organisation's glossary.
 */
@Injectable()
export class SourceDocumentReader {
  constructor(
    private readonly storage: StorageService,
    private readonly extractor: PdfTextExtractor,
    private readonly extractions: StoredExtractions,
    private readonly readAhead: ExtractionReadAhead,
    @Inject(TRANSLATION_ENGINE) private readonly engine: TranslationEngine,
    private readonly checkpoints: SegmentCheckpointStore,
    private readonly glossaries: TranslationGlossaries,
    private readonly state: TranslationStateRepository,
  ) {}

  /** Copies the object to `path`; answers the SHA-256 of its bytes (hex). */
  async download(key: string, path: string): Promise<string> {
    const hash = createHash('sha256');
    const tee = new Transform({
      transform(chunk: Buffer, _encoding, done) {
        hash.update(chunk);
        done(null, chunk);
      },
    });
    await pipeStreams(await this.storage.getStream(key), tee, createWriteStream(path));
    return hash.digest('hex');
  }

  /**
   * The original's text with positions, its source language, the checkpoint, and the translations started early.
   * Text runs read ahead of payment (ExtractionReadAhead) or by an older intake (StoredExtractions) are used when they are there; otherwise the original is parsed: with
   * the source language known (intake detected it), the pair is checked first and translation starts while the
   * document is being read (EarlyTranslations); rows without one detect it from the text afterwards. The caller
   * stops `early` when it is done with it.
   */
  /** `early: false`: no translation starts while the document is read (a long document: see TranslationOutputWriter.isLong). */
  async read(
    translation: Translation,
    sourcePath: string,
    sourceSha256: string,
    options: { early?: boolean } = {},
  ): Promise<SourceDocument> {
    const target = translation.targetLanguage.value;
    // The stored text belongs to the original read at intake: an original that is not those bytes any more is parsed.
    const sameOriginal = sourceSha256 === translation.sourceSha256;
    // A read started when the quote was answered and not done yet is waited for: parsing again would double it.
    if (sameOriginal) await this.readAhead.settled(translation.sourceBlobName);
    const stored = sameOriginal ? await this.extractions.load(translation.sourceBlobName, translation.pageCount) : null;
    if (stored) {
      // Scanned pages the intake did not read (past its sample) are read now.
      await this.extractor.readScannedPages(sourcePath, stored);
      const source = translation.sourceLanguage ?? (await this.sourceLanguageOf(translation, stored));
      await this.checkPair(source, target);
      const saved = await this.checkpoints.load(translation.id, source, target);
      const glossary = await this.glossaries.forTranslation(translation.id, source, target);
      return { extraction: stored, source, target, saved, early: undefined, glossary };
    }
    let source = translation.sourceLanguage;
    let saved = new Map<string, string>();
    let early: EarlyTranslations | undefined;
    let glossary: TranslationGlossary | undefined;
    if (source) {
      await this.checkPair(source, target);
      saved = await this.checkpoints.load(translation.id, source, target);
      glossary = await this.glossaries.forTranslation(translation.id, source, target);
      const [from, known, engine] = [source, saved, glossary.engine];
      if (options.early !== false)
        early = new EarlyTranslations({
          translate: (texts) => engine.translateBatch(texts, from, target),
          known: (text) => known.has(text),
          limits: BATCH_LIMITS,
        });
    }
    try {
      const extraction = await this.extractor.extract(sourcePath, { countImages: false, onPage: early && ((page) => early.addPage(page)) });
      early?.flush();
      if (!source) {
        source = await this.sourceLanguageOf(translation, extraction);
        await this.checkPair(source, target);
        saved = await this.checkpoints.load(translation.id, source, target);
      }
      glossary ??= await this.glossaries.forTranslation(translation.id, source, target);
      return { extraction, source, target, saved, early, glossary };
    } catch (err) {
      early?.stop();
      throw err;
    }
  }

  /** The language detected at intake; detected again from the text for older rows without one. */
  private async sourceLanguageOf(translation: Translation, extraction: PdfExtraction): Promise<string> {
    if (translation.sourceLanguage) return translation.sourceLanguage;
    let sample = '';
    for (const page of extraction.pages) {
      for (const item of page.items) {
        sample += `${item.text} `;
        if (sample.length >= LANGUAGE_SAMPLE_CHARS) break;
      }
      if (sample.length >= LANGUAGE_SAMPLE_CHARS) break;
    }
    // Loaded only here (its model is large): intake detects the language, so this is for rows without one.
    const code = (sample.match(/\p{L}/gu)?.length ?? 0) >= 40 ? (await import('tinyld')).detect(sample) : '';
    if (!/^[a-z]{2}$/.test(code)) throw unknownLanguageError();
    await this.state.saveSourceLanguage(translation.id, code);
    return code;
  }

  /** Same language, or a pair the engine cannot produce: permanent failures. */
  private async checkPair(source: string, target: string): Promise<void> {
    if (source === target) throw sameLanguageError(target);
    if (!(await this.engine.canTranslate(source, target))) throw unsupportedPairError(source, target);
  }
}
