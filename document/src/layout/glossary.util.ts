import type { TranslationEngine } from '../engines/translation-engine';
import type { SegmentationResult } from './layout.types';

/** One glossary term: `source` (in the translation's source language) is translated as `target`. */
export interface GlossaryTerm {
  source: string;
  target: string;
}

/** An organisation's terms for one language pair, ready to match. */
export interface CompiledGlossary {
  readonly terms: readonly GlossaryTerm[];
  /** Every source term, longest first, case-insensitive, whole words (null when there are no terms). */
  readonly pattern: RegExp | null;
  /** Target term by source term in lower case (white space collapsed). */
  readonly targetOf: ReadonlyMap<string, string>;
}

const WORD_BEFORE = String.raw`(?<![\p{L}\p{N}_])`;
const WORD_AFTER = String.raw`(?![\p{L}\p{N}_])`;
/** Existing placeholders and inline marks (protect.util, inline-styles.util): never matched inside. */
const MARK = /(⟦[^⟦⟧]*⟧)/u;

function key(term: string): string {
  return term.trim().replace(/\s+/gu, ' ').toLowerCase();
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * The glossary's terms as one expression: longest source term first (so "machine translation" wins over
 * "machine"), whole words only, case-insensitive, any run of white space where the term has a space. Inflection is not
 * attempted: "engines" does not match "engine".
 */
export function compileGlossary(terms: readonly GlossaryTerm[]): CompiledGlossary {
  const targetOf = new Map<string, string>();
  for (const term of terms) {
    const k = key(term.source);
    if (k !== '' && term.target.trim() !== '' && !targetOf.has(k)) targetOf.set(k, term.target.trim());
  }
  const sources = [...targetOf.keys()].sort((a, b) => b.length - a.length || a.localeCompare(b));
  const pattern =
    sources.length === 0
      ? null
      : new RegExp(
          `${WORD_BEFORE}(?:${sources
            .map((s) =>
              s
                .split(' ')
                .map(escapeRegExp)
                .join(String.raw`\s+`),
            )
            .join('|')})${WORD_AFTER}`,
          'giu',
        );
  return { terms, pattern, targetOf };
}

/** Each occurrence of a glossary term in `text` (outside placeholders), in order, with its target term. */
export function findGlossaryTerms(text: string, glossary: CompiledGlossary): Array<{ start: number; end: number; target: string }> {
  if (!glossary.pattern) return [];
  const found: Array<{ start: number; end: number; target: string }> = [];
  let offset = 0;
  for (const part of text.split(MARK)) {
    if (!MARK.test(part)) {
      glossary.pattern.lastIndex = 0;
      for (const m of part.matchAll(glossary.pattern)) {
        found.push({ start: offset + m.index, end: offset + m.index + m[0].length, target: glossary.targetOf.get(key(m[0]))! });
      }
    }
    offset += part.length;
  }
  return found;
}

/** How many glossary terms occur in the text (what the delivery notes report). */
export function countGlossaryTerms(text: string, glossary: CompiledGlossary): number {
  return findGlossaryTerms(text, glossary).length;
}

/**
 * Replaces each glossary term by a placeholder numbered from `firstIndex` (after the segment's own ⟦0⟧…), so the
 * engine passes it through like a number or a URL; `targets[k]` goes back in place of ⟦firstIndex + k⟧.
 */
export function protectGlossaryTerms(
  text: string,
  glossary: CompiledGlossary,
  firstIndex = nextPlaceholderIndex(text),
): { text: string; targets: string[] } {
  const found = findGlossaryTerms(text, glossary);
  if (found.length === 0) return { text, targets: [] };
  let out = '';
  let last = 0;
  const targets: string[] = [];
  for (const f of found) {
    out += `${text.slice(last, f.start)}⟦${firstIndex + targets.length}⟧`;
    targets.push(f.target);
    last = f.end;
  }
  return { text: out + text.slice(last), targets };
}

/** The first placeholder number the text does not use. */
export function nextPlaceholderIndex(text: string): number {
  let next = 0;
  for (const m of text.matchAll(/⟦(\d+)⟧/gu)) next = Math.max(next, Number(m[1]) + 1);
  return next;
}

/** Placeholders as engines give them back (extra spaces inside, other white brackets, doubled square brackets). */
const RETURNED = /[⟦〚]\s*(\d+)\s*[⟧〛]|\[\[\s*(\d+)\s*\]\]/gu;

/**
 * Puts the target terms back in place of their placeholders in the engine's output; the segment's other placeholders
 * are left for restoreText. A placeholder the engine dropped puts its term at the end of the sentence, before the final
 * punctuation (as restoreText does for other protected spans).
 */
export function restoreGlossaryTerms(text: string, targets: readonly string[], firstIndex: number): string {
  if (targets.length === 0) return text;
  const seen = new Set<number>();
  let out = text.replace(RETURNED, (whole, a?: string, b?: string) => {
    const k = Number(a ?? b) - firstIndex;
    if (k < 0 || k >= targets.length) return whole;
    seen.add(k);
    return targets[k];
  });
  const dropped = targets.filter((_, k) => !seen.has(k));
  if (dropped.length > 0) {
    const [, body, end] = /^(.*?)(\s*[.!?…]+["'”’»)\]]*\s*)?$/su.exec(out) ?? [out, out, ''];
    out = `${body.trimEnd()}${body.trim() ? ' ' : ''}${dropped.join(' ')}${(end ?? '').trim()}`;
  }
  return out;
}

/**
 * The engine with an organisation's glossary applied by protection: each source term goes to the engine as a
 * placeholder and comes back as its target term. Every other call goes to the engine unchanged.
 */
export function withProtectedGlossary(engine: TranslationEngine, glossary: CompiledGlossary): TranslationEngine {
  if (!glossary.pattern) return engine;
  return {
    name: engine.name,
    pairs: () => engine.pairs(),
    canTranslate: (source, target) => engine.canTranslate(source, target),
    targetLanguages: () => engine.targetLanguages(),
    close: () => engine.close(),
    ...(engine.rest ? { rest: () => engine.rest!() } : {}),
    async translateBatch(segments, source, target) {
      const protectedSegments = segments.map((segment) => {
        const firstIndex = nextPlaceholderIndex(segment);
        return { firstIndex, ...protectGlossaryTerms(segment, glossary, firstIndex) };
      });
      const out = await engine.translateBatch(
        protectedSegments.map((p) => p.text),
        source,
        target,
      );
      return out.map((text, i) => restoreGlossaryTerms(text, protectedSegments[i].targets, protectedSegments[i].firstIndex));
    },
  };
}

/**
 * Protected spans that are glossary source terms (an acronym such as "AD", a code): they never reach the engine (they
 * are ⟦i⟧ placeholders, see protect.util), so their target term takes their place in the sentences' tokens, which
 * restoreText puts back into the translation. Counts the replaced tokens of translated sentences (the second part of a
 * sentence cut by a break shares the first part's tokens and is not counted twice). Blocks kept in the original are
 * left alone.
 */
export function applyGlossaryToTokens(
  result: SegmentationResult,
  glossary: CompiledGlossary,
): { result: SegmentationResult; replaced: number } {
  if (!glossary.pattern) return { result, replaced: 0 };
  let replaced = 0;
  const blocks = result.blocks.map((block) => {
    if (block.keepOriginal) return block;
    let changed = false;
    const sentences = block.sentences.map((unit) => {
      if (unit.segmentId === undefined || !unit.tokens.some((token) => glossary.targetOf.has(key(token)))) return unit;
      changed = true;
      return {
        ...unit,
        tokens: unit.tokens.map((token) => {
          const target = glossary.targetOf.get(key(token));
          if (target === undefined) return token;
          if (unit.part?.index !== 1) replaced++;
          return target;
        }),
      };
    });
    return changed ? { ...block, sentences } : block;
  });
  return { result: { ...result, blocks }, replaced };
}
