import { groupBlocks } from './blocks.util';
import { detectHeadersFooters } from './headers-footers.util';
import type {
  PageText,
  Segment,
  SegmentationResult,
  SentenceUnit,
  SourceBlock,
  TranslatedBlock,
  TranslationIssue,
} from './layout.types';
import { lineSpacings, usualLeading } from './leading.util';
import { groupLines } from './lines.util';
import { blockText, buildVocabulary } from './paragraphs.util';
import { protectText, restoreText } from './protect.util';
import { splitSentences } from './sentences.util';
import { bodyFontSize } from './style.util';

export interface BuildSegmentsOptions {
  /** Longest segment sent to the engine, in characters (longer sentences are cut at a pause). */
  maxSegmentLength?: number;
}

/**
 * The whole reconstruction: runs → lines → blocks in reading order → running headers/footers → paragraphs (with the
 * document's vocabulary for hyphenation) → sentences → protected segments. Identical protected sentences (a running
 * footer "Page ⟦0⟧ of ⟦1⟧" on every page, a repeated disclaimer) become one segment, translated once.
 */
export function buildSegments(pages: readonly PageText[], options: BuildSegmentsOptions = {}): SegmentationResult {
  const body = bodyFontSize(pages.flatMap((page) => page.items));
  const pageLines = pages.map((page) => groupLines({ items: page.items }));
  const vocabulary = buildVocabulary({ lines: pageLines.flat().map((line) => line.text) });
  const documentLeading = usualLeading(pageLines.flatMap((lines) => lineSpacings(lines)), { tightest: true });
  const running = detectHeadersFooters({
    pages: pages.map((page, i) => ({
      number: page.number,
      height: page.height,
      view: page.view,
      blocks: groupBlocks({ page, lines: pageLines[i], bodyFontSize: body, documentLeading }),
    })),
    textOf: (block) => blockText({ block, vocabulary }),
  });

  const segments: Segment[] = [];
  const segmentOfText = new Map<string, Segment>();
  const blocks: SourceBlock[] = [];
  for (const block of running.pages.flat()) {
    const text = blockText({ block, vocabulary });
    const sentences = splitSentences({ text, maxLength: options.maxSegmentLength }).map((sentence): SentenceUnit => {
      const { text: protectedText, tokens } = protectText(sentence.text);
      const unit = { start: sentence.start, end: sentence.end, tokens };
      if (!hasWords(protectedText)) return unit;
      let segment = segmentOfText.get(protectedText);
      if (!segment) {
        segment = { id: `s${segments.length}`, blockId: block.id, text: protectedText, occurrences: 0 };
        segments.push(segment);
        segmentOfText.set(protectedText, segment);
      }
      segment.occurrences++;
      return { ...unit, segmentId: segment.id };
    });
    const templateId = running.templateOfBlock.get(block.id);
    blocks.push({ ...block, text, sentences, ...(templateId ? { templateId } : {}) });
  }
  return { blocks, segments, headerFooterTemplates: running.templates };
}

/**
 * Each block's paragraph text in the target language: every sentence replaced by its segment's translation with
 * its own protected values put back, the original spacing between sentences kept. A missing translation leaves the
 * source sentence in place; both that and placeholder damage are reported per block. Order and kinds are unchanged.
 * `blocks`: only these blocks of the result (e.g. those whose segments are all translated), default all.
 */
export function applyTranslations(
  result: SegmentationResult,
  translated: ReadonlyMap<string, string>,
  blocks: readonly SourceBlock[] = result.blocks,
): TranslatedBlock[] {
  const segmentById = new Map(result.segments.map((segment) => [segment.id, segment]));
  return blocks.map((block) => {
    const issues: TranslationIssue[] = [];
    let out = '';
    let cursor = 0;
    for (const unit of block.sentences) {
      out += block.text.slice(cursor, unit.start);
      cursor = unit.end;
      const source = block.text.slice(unit.start, unit.end);
      if (unit.segmentId === undefined) {
        out += source;
        continue;
      }
      const translation = translated.get(unit.segmentId);
      if (translation === undefined || translation.trim() === '') {
        issues.push({ blockId: block.id, segmentId: unit.segmentId, kind: 'untranslated' });
        out += source;
        continue;
      }
      const restored = restoreText({ text: translation, tokens: unit.tokens, source: segmentById.get(unit.segmentId)?.text });
      out += restored.text;
      for (const issue of restored.issues) {
        issues.push({ blockId: block.id, segmentId: unit.segmentId, kind: issue.kind, token: issue.token });
      }
    }
    out += block.text.slice(cursor);
    return { ...block, translatedText: out, issues };
  });
}

/** A sentence with no letters outside its placeholders (a page number, an amount, a bullet) has nothing to translate. */
function hasWords(protectedText: string): boolean {
  return /\p{L}/u.test(protectedText.replace(/⟦[^⟦⟧]*⟧/gu, ''));
}
