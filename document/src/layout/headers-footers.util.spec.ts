import { groupBlocks } from './blocks.util';
import { detectHeadersFooters, templateKey } from './headers-footers.util';
import { page, paragraph, prose, reportPages } from './layout.fixtures';
import type { PageText } from './layout.types';
import { groupLines } from './lines.util';

function detect(pages: PageText[]) {
  return detectHeadersFooters({
    pages: pages.map((p) => ({
      number: p.number,
      height: p.height,
      blocks: groupBlocks({ page: p, lines: groupLines({ items: p.items }) }),
    })),
  });
}

describe('templateKey', () => {
  it('ignores digits, spacing and case', () => {
    expect(templateKey('Page 3 of 10')).toBe(templateKey('page 4  of 12'));
    expect(templateKey('Page 3 of 10')).toBe('page # of #');
  });
});

describe('detectHeadersFooters', () => {
  it('finds the running header and footer, one template each, and which pages use them', () => {
    const result = detect(reportPages());
    expect(result.templates).toEqual([
      expect.objectContaining({ id: 'hf0', kind: 'footer', key: 'page # of #', text: 'Page 1 of 5', pages: [1, 2, 3, 4, 5] }),
      expect.objectContaining({ id: 'hf1', kind: 'header', key: 'acme report #', text: 'ACME Report 2026', pages: [2, 3, 4, 5] }),
    ]);
    expect(result.usage[0]).toEqual({ page: 1, uses: [{ templateId: 'hf0', blockId: 'p1-b1' }] });
    expect(result.usage[2].uses.map((use) => use.templateId)).toEqual(['hf1', 'hf0']);
    const kinds = result.pages[2].map((block) => block.kind);
    expect(kinds).toEqual(['header', 'paragraph', 'footer']);
  });

  it('needs the text on half of the pages and at least three', () => {
    const pages = reportPages();
    const once = pages.map((p, i) => (i < 2 ? p : page(p.number, paragraph([prose(8)], { y: 700 }))));
    expect(detect(once).templates).toEqual([]);
  });

  it('takes a text on both pages of a two-page document, at the same height, for running', () => {
    const [first, second] = reportPages(); // the footer on both, the header on the second only
    expect(detect([first, second]).templates).toEqual([expect.objectContaining({ kind: 'footer', key: 'page # of #', pages: [1, 2] })]);
    const moved = page(2, [...second.items.map((item) => (item.text.startsWith('Page') ? { ...item, y: 40 } : item))]);
    expect(detect([first, moved]).templates).toEqual([]);
  });

  it('leaves a body paragraph that merely repeats alone', () => {
    const pages = [1, 2, 3].map((n) => page(n, paragraph(['The same sentence in the middle of every page.'], { y: 400 })));
    expect(detect(pages).templates).toEqual([]);
  });
});
