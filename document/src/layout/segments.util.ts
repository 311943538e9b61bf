import { groupBlocks } from './blocks.util';
import { detectHeadersFooters } from './headers-footers.util';
import type {
  Block,
  PageText,
  Rule,
  Segment,
  SegmentationResult,
  SentenceUnit,
  SourceBlock,
  TranslatedBlock,
  TranslationIssue,
} from './layout.types';
import { lineSpacings, usualLeading } from './leading.util';
import { groupLines } from './lines.util';
import { blockText, buildVocabulary, joinLines } from './paragraphs.util';
import { inlineFieldsOf, joinSpans, linkRectsOf, markInline, reopenMarks, spansWithin, takeInline } from './inline-styles.util';
import { insideBlockComments, isCodeDisplay, isNotProse, notProseContext, protectWithRanges, specialRanges } from './not-prose.util';
import { protectText, restoreText, setInCapitals } from './protect.util';
import { ENDS_SENTENCE, splitSentences } from './sentences.util';
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
  const documentLeading = usualLeading(
    pageLines.flatMap((lines) => lineSpacings(lines)),
    { tightest: true },
  );
  const running = detectHeadersFooters({
    pages: pages.map((page, i) => ({
      number: page.number,
      height: page.height,
      view: page.view,
      blocks: groupBlocks({ page, lines: pageLines[i], bodyFontSize: body, documentLeading, rules: page.rules }),
    })),
    textOf: (block) => blockText({ block, vocabulary }),
  });

  const segments: Segment[] = [];
  const segmentOfText = new Map<string, Segment>();
  const segmentFor = (protectedText: string, blockId: string): Segment => {
    let segment = segmentOfText.get(protectedText);
    if (!segment) {
      segment = { id: `s${segments.length}`, blockId, text: protectedText, occurrences: 0 };
      segments.push(segment);
      segmentOfText.set(protectedText, segment);
    }
    segment.occurrences++;
    return segment;
  };
  const protect = { capitalsAreWords: setInCapitals(pageLines.flat().map((line) => line.text)) };
  const notProse = { ...notProseContext(pages), ...protect };
  const linksOf = new Map(pages.map((page) => [page.number, page.links ?? []]));
  const rulesOf = new Map(pages.map((page) => [page.number, page.rules ?? []]));
  const underscoresOf = new Map(pages.map((page) => [page.number, page.underscores ?? []]));
  const pageBlocks = running.pages.flat();
  // Comment lines of a listing set apart from their leading `*` stay code with the listing.
  const comments = insideBlockComments(pageBlocks, notProse);
  const drafts = pageBlocks.map((block, index) => {
    const text = blockText({ block, vocabulary });
    const templateId = running.templateOfBlock.get(block.id);
    // Not prose (numbers, a formula, code): one sentence, never sent to the engine, its source glyphs kept.
    const keep = block.angle === 0 && (comments.has(index) || isNotProse(block, notProse));
    // A code display whose metavariables are translated keeps its lines as they are: flush left, never justified.
    const code = !keep && block.angle === 0 && isCodeDisplay(block, notProse);
    const spans = keep ? [{ text, start: 0, end: text.length }] : splitSentences({ text, maxLength: options.maxSegmentLength });
    // Formulas and code tokens inside the sentences: protected like numbers.
    const ranges = keep ? [] : specialRanges(block, text, notProse);
    const inline = inlineFieldsOf(block, text, linksOf.get(block.page), keep ? [] : rulesOf.get(block.page));
    // Underscores drawn as rules within the block: a translated block draws "_" in its text, their drawings go.
    const underscores = keep ? [] : rulesWithin(block, underscoresOf.get(block.page) ?? []);
    const decorations = [...(inline.decorations ?? []), ...underscores];
    const fields = {
      ...(templateId ? { templateId } : {}),
      ...inline,
      ...(decorations.length > 0 ? { decorations } : {}),
      ...(keep ? { keepOriginal: true } : {}),
    };
    return { block: { ...block, text, ...fields, ...(code ? { align: 'left' as const } : {}) }, spans, ranges, code };
  });
  /** The protected spans of one of a block's sentences, as offsets into the sentence (plus `shift`). */
  const rangesOf = (index: number, sentence: { start: number; end: number }, shift = 0): Array<[number, number]> =>
    drafts[index].ranges
      .filter(([a, b]) => a >= sentence.start && b <= sentence.end)
      .map(([a, b]) => [a - sentence.start + shift, b - sentence.start + shift]);
  const continuations = sentenceContinuations(drafts, options.maxSegmentLength ?? MAX_JOINED_LENGTH, marginLines(pages));
  const firstPartOf = new Map([...continuations].map(([first, second]) => [second, drafts[first].block.id]));
  const secondParts = new Map<number, SentenceUnit>();
  const blocks: SourceBlock[] = drafts.map(({ block, spans }, index) => {
    if (block.keepOriginal)
      return { ...block, sentences: spans.map((s) => ({ start: s.start, end: s.end, tokens: protectText(s.text, protect).tokens })) };
    const sentences = spans.map((sentence, i): SentenceUnit => {
      const second = i === 0 ? secondParts.get(index) : undefined;
      if (second) return { ...second, start: sentence.start, end: sentence.end };
      const next = i === spans.length - 1 ? continuations.get(index) : undefined;
      if (next !== undefined) {
        const tail = drafts[next].spans[0].text;
        // Joined as two lines of one paragraph: a word hyphenated across the break ("se-" / "quence") is one word again.
        const joinedText = joinLines({ lines: [sentence.text, tail], vocabulary });
        const apart = joinedText === `${sentence.text} ${tail}`;
        const protectedJoin = apart
          ? protectWithRanges(
              joinedText,
              [...rangesOf(index, sentence), ...rangesOf(next, drafts[next].spans[0], sentence.text.length + 1)],
              protect,
            )
          : protectText(joinedText, protect);
        // Inline styles of both parts, when the join kept them apart by one space (no hyphenated word joined).
        const tailSpans = spansWithin(drafts[next].block.sourceInline, drafts[next].spans[0].start, drafts[next].spans[0].end);
        const { text: protectedText, tokens } = apart
          ? markInline(
              joinedText,
              protectedJoin,
              joinSpans(spansWithin(block.sourceInline, sentence.start, sentence.end), sentence.text.length, tailSpans),
            )
          : protectedJoin;
        const segmentId = hasWords(protectedText) ? segmentFor(protectedText, block.id).id : undefined;
        const share = sentence.text.length / (sentence.text.length + tail.length);
        secondParts.set(next, { start: 0, end: 0, tokens, segmentId, part: { index: 1, share } });
        return { start: sentence.start, end: sentence.end, tokens, segmentId, part: { index: 0, share } };
      }
      // Inline styles go to the engine as marks around the words they style (inline-styles.util).
      const { text: protectedText, tokens } = markInline(
        sentence.text,
        protectWithRanges(sentence.text, rangesOf(index, sentence), protect),
        spansWithin(block.sourceInline, sentence.start, sentence.end),
      );
      const unit = { start: sentence.start, end: sentence.end, tokens };
      if (!hasWords(protectedText)) return unit;
      return { ...unit, segmentId: segmentFor(protectedText, block.id).id };
    });
    const continuesBlockId = firstPartOf.get(index);
    return { ...block, sentences, ...(continuesBlockId ? { continuesBlockId } : {}) };
  });
  return { blocks, segments, headerFooterTemplates: running.templates };
}

/** Longest sentence made of the two parts of a sentence cut by a break (the engine's usual limit). */
const MAX_JOINED_LENGTH = 2000;
/** A single line within this share of the page height from its top or bottom edge is page furniture, not body text. */
const MARGIN_SHARE = 0.07;

/** Whether a block is a single line within MARGIN_SHARE of its page's top or bottom edge. */
function marginLines(pages: readonly PageText[]): (block: Block) => boolean {
  const boxes = new Map(
    pages.map((page) => [page.number, { bottom: page.view?.[1] ?? 0, top: page.view?.[3] ?? (page.view?.[1] ?? 0) + page.height }]),
  );
  return (block) => {
    const box = boxes.get(block.page);
    if (!box || block.lines.length > 1) return false;
    const edge = MARGIN_SHARE * (box.top - box.bottom);
    return block.y + block.height <= box.bottom + edge || block.y >= box.top - edge;
  };
}

/** A footnote (or its number) under `block` on the same page: set smaller, below it. */
function isNoteBelow(block: Block, other: Block): boolean {
  return other.page === block.page && other.fontSize < 0.9 * block.fontSize && other.y + other.height <= block.y;
}

/**
 * Sentences cut by a column or page break: a paragraph or list item that stops mid-sentence, followed in reading
 * order (running headers and footers, single lines in the page's top or bottom margin, footnotes under it and rotated
 * text skipped) by a paragraph in the same style starting in lower case.
 * Answers, by the index of the block holding the first part, the index of the block holding the rest. A block whose
 * only sentence is already the rest of one is not joined again.
 */
function sentenceContinuations(
  drafts: ReadonlyArray<{
    block: Block & { text: string; templateId?: string; keepOriginal?: boolean };
    spans: readonly { text: string }[];
    code?: boolean;
  }>,
  maxLength: number,
  inMargin: (block: Block) => boolean,
): Map<number, number> {
  const body = drafts
    .map((draft, index) => ({ ...draft, index }))
    .filter(({ block, code }) => !block.templateId && block.angle === 0 && !block.keepOriginal && !code && !inMargin(block));
  const result = new Map<number, number>();
  const seconds = new Set<number>();
  for (let i = 0; i + 1 < body.length; i++) {
    const a = body[i];
    let j = i + 1;
    while (j + 1 < body.length && isNoteBelow(a.block, body[j].block)) j++;
    const b = body[j];
    if (a.block.kind !== 'paragraph' && a.block.kind !== 'list-item') continue;
    if (b.block.kind !== 'paragraph' || a.spans.length === 0 || b.spans.length === 0) continue;
    if (seconds.has(a.index) && a.spans.length === 1) continue;
    if (ENDS_SENTENCE.test(a.block.text) || !/^\p{Ll}/u.test(b.block.text)) continue;
    const style = (block: Block) => `${block.bold}/${block.italic}`;
    if (
      style(a.block) !== style(b.block) ||
      Math.abs(a.block.fontSize - b.block.fontSize) > 0.1 * Math.max(a.block.fontSize, b.block.fontSize)
    )
      continue;
    if (a.spans[a.spans.length - 1].text.length + 1 + b.spans[0].text.length > maxLength) continue;
    if (!breakBetween(a.block, b.block)) continue;
    result.set(a.index, b.index);
    seconds.add(b.index);
  }
  return result;
}

/**
 * Whether the text can run on from `a` to `b` over a break: on a later page, below `a` in its column, or at the top of
 * a later column (starting above `a`'s last lines). A block beside `a` and a little lower (the next cell of a table
 * row, a label in the margin) is not the rest of its sentence.
 */
function breakBetween(a: Block, b: Block): boolean {
  if (b.page !== a.page) return true;
  const overlapX = Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x) > 1;
  if (overlapX) return b.y + b.height <= a.y + 1;
  return b.x >= a.x + a.width - 1 && b.y + b.height >= a.y + 2 * Math.max(a.lineHeight, a.fontSize);
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
      const part = unit.part ? shareOf(restored.text, unit.part) : restored.text;
      // The second part of a sentence cut by a break starts inside any inline style the first part left open.
      out += unit.part?.index === 1 ? reopenMarks(restored.text, part) : part;
      if (unit.part?.index === 1) continue; // the first part reports the joined sentence's issues
      for (const issue of restored.issues) {
        issues.push({ blockId: block.id, segmentId: unit.segmentId, kind: issue.kind, token: issue.token });
      }
    }
    out += block.text.slice(cursor);
    const { text: translatedText, spans: marked } = takeInline(out, block);
    const inline = linkRectsOf(marked, block.sourceInline);
    const continuesSentence = block.sentences[0]?.part?.index === 1 ? block.continuesBlockId : undefined;
    return {
      ...block,
      translatedText,
      ...(inline.length > 0 ? { inline } : {}),
      issues,
      ...(continuesSentence ? { continuesSentence } : {}),
    };
  });
}

/**
 * One block's part of a sentence translated whole: the translation is cut at the space nearest to `share` of its
 * length (at that character when it has no spaces); the first part takes what comes before, the second the rest.
 */
function shareOf(text: string, part: { index: 0 | 1; share: number }): string {
  const target = Math.round(part.share * text.length);
  let cut = -1;
  for (let distance = 0; distance <= text.length && cut < 0; distance++) {
    if (text[target - distance] === ' ') cut = target - distance;
    else if (text[target + distance] === ' ') cut = target + distance;
  }
  if (cut < 0) cut = Math.min(text.length, Math.max(0, target));
  return part.index === 0 ? text.slice(0, cut).trimEnd() : text.slice(cut).trimStart();
}

/** A sentence with no letters outside its placeholders (a page number, an amount, a bullet) has nothing to translate. */
function hasWords(protectedText: string): boolean {
  return /\p{L}/u.test(protectedText.replace(/⟦[^⟦⟧]*⟧/gu, ''));
}

/** The rules lying within a block's box (its lines' extent, from a little below its lowest baseline). */
function rulesWithin(block: Pick<Block, 'x' | 'y' | 'width' | 'height'>, rules: readonly Rule[]): Rule[] {
  const slack = 1;
  return rules.filter(
    (rule) =>
      rule.x0 >= block.x - slack &&
      rule.x1 <= block.x + block.width + slack &&
      rule.y0 >= block.y - slack &&
      rule.y0 <= block.y + block.height + slack,
  );
}
