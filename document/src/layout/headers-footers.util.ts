import type { Block, HeaderFooterTemplate } from './layout.types';

export interface HeaderFooterPage {
  number: number;
  height: number;
  /** The visible page box [x0, y0, x1, y1] when it does not start at 0,0. */
  view?: [number, number, number, number];
  /** The page's blocks in reading order. */
  blocks: readonly Block[];
}

export interface DetectHeadersFootersParams {
  pages: readonly HeaderFooterPage[];
  /** Share of the page height, at the top and at the bottom, where running headers and footers sit. */
  marginRatio?: number;
  /** A text is running when it is on at least this share of the pages… */
  minShare?: number;
  /** …and on at least this many pages. */
  minPages?: number;
  /** A block's text (the paragraph text by default: its lines joined by spaces). */
  textOf?: (block: Block) => string;
}

export interface HeaderFooterDetection {
  /** The pages' blocks, running headers and footers marked with kind 'header' / 'footer'. */
  pages: Block[][];
  templates: HeaderFooterTemplate[];
  /** For each page, the templates it uses (top to bottom) and the block that carries each. */
  usage: { page: number; uses: { templateId: string; blockId: string }[] }[];
  /** Block id → template id. */
  templateOfBlock: Map<string, string>;
}

const MARGIN_RATIO = 0.08;
const MIN_SHARE = 0.5;
const MIN_PAGES = 3;
/** Headers and footers are a line or two; a paragraph reaching into the margin is not one. */
const MAX_LINES = 3;

/**
 * Digits do not count when matching running texts, so "Page 3 of 10" and "Page 4 of 10" are one template:
 * every run of digits becomes '#', white space is collapsed and case ignored.
 */
export function templateKey(text: string): string {
  return text
    .replace(/\p{Nd}+/gu, '#')
    .replace(/\s+/g, ' ')
    .trim()
    .toLowerCase();
}

/**
 * Running headers and footers: short blocks in the top or bottom ~8% of the page whose text, digits aside, recurs on
 * at least half of the pages and at least 3 (on both pages, at the same height, in a two-page document). They are
 * marked; each distinct text is a template, translated once.
 */
export function detectHeadersFooters(params: DetectHeadersFootersParams): HeaderFooterDetection {
  const marginRatio = params.marginRatio ?? MARGIN_RATIO;
  const textOf = params.textOf ?? ((block: Block) => block.lines.map((line) => line.text).join(' '));
  const pageCount = params.pages.length;
  const needed = Math.max(params.minPages ?? MIN_PAGES, Math.ceil((params.minShare ?? MIN_SHARE) * pageCount));

  type Candidate = { page: number; block: Block; zone: 'header' | 'footer'; key: string; text: string };
  const candidates: Candidate[] = [];
  for (const page of params.pages) {
    const bottom = page.view?.[1] ?? 0;
    const top = page.view?.[3] ?? bottom + page.height;
    const margin = marginRatio * (top - bottom);
    for (const block of page.blocks) {
      if (block.lines.length > MAX_LINES || block.angle !== 0) continue;
      const middle = block.y + block.height / 2;
      const zone = middle >= top - margin ? 'header' : middle <= bottom + margin ? 'footer' : undefined;
      const text = textOf(block);
      if (!zone || text.trim() === '') continue;
      candidates.push({ page: page.number, block, zone, key: `${zone}:${templateKey(text)}`, text });
    }
  }

  const pagesOfKey = new Map<string, Set<number>>();
  for (const c of candidates) pagesOfKey.set(c.key, (pagesOfKey.get(c.key) ?? new Set()).add(c.page));
  // Two pages cannot show a text recurring on three: there, one on both pages at the same height is running.
  const twoPages = pageCount === 2 && !params.minPages;
  const running = (key: string) => {
    if (twoPages) return pagesOfKey.get(key)?.size === 2 && sameHeight(candidates.filter((c) => c.key === key));
    return (pagesOfKey.get(key)?.size ?? 0) >= needed;
  };
  const templates = new Map<string, HeaderFooterTemplate>();
  const templateOfBlock = new Map<string, string>();
  for (const c of candidates) {
    if (!running(c.key)) continue;
    let template = templates.get(c.key);
    if (!template) {
      const key = c.key.slice(c.zone.length + 1);
      template = { id: `hf${templates.size}`, kind: c.zone, key, text: c.text, pages: [], blockIds: [] };
      templates.set(c.key, template);
    }
    if (!template.pages.includes(c.page)) template.pages.push(c.page);
    template.blockIds.push(c.block.id);
    templateOfBlock.set(c.block.id, template.id);
  }

  const kindOf = new Map([...templates.values()].map((t) => [t.id, t.kind]));
  const pages = params.pages.map((page) =>
    page.blocks.map((block) => {
      const templateId = templateOfBlock.get(block.id);
      return templateId ? { ...block, kind: kindOf.get(templateId)! } : block;
    }),
  );
  const usage = params.pages.map((page) => ({
    page: page.number,
    uses: page.blocks
      .filter((block) => templateOfBlock.has(block.id))
      .sort((a, b) => b.y - a.y)
      .map((block) => ({ templateId: templateOfBlock.get(block.id)!, blockId: block.id })),
  }));
  return { pages, templates: [...templates.values()], usage, templateOfBlock };
}

/** Blocks set at the same height (their baselines within a point), each once per page. */
function sameHeight(candidates: ReadonlyArray<{ block: Block; page: number }>): boolean {
  if (new Set(candidates.map((c) => c.page)).size !== candidates.length) return false;
  const ys = candidates.map((c) => c.block.y);
  return Math.max(...ys) - Math.min(...ys) <= 1;
}
