import { page, paragraph, textLine } from './layout.fixtures';
import type { TextItem } from './layout.types';
import { buildSegments } from './segments.util';

/** Lines set in a typewriter face (a code display in a serif document). */
const mono = (items: TextItem[]) => items.map((item) => ({ ...item, fontName: 'CMTT9', monospace: true }));
const serif = (items: TextItem[]) => items.map((item) => ({ ...item, fontName: 'CMR10', serif: true }));

// llncsdoc.pdf p. 3: a syntax with metavariables (translated) between two sentences; the prose after it starts in
// lower case, as the sentence the display stands in goes on.
const items = [
  ...serif(
    paragraph(['Multiple affiliations are separated by the and command, which', 'automatically assures correct numbering:'], {
      x: 100,
      y: 700,
      leading: 12,
    }),
  ),
  ...mono(textLine('\\institute{<name of an institute>', { x: 100, y: 676, fontSize: 9 })),
  ...mono(textLine('\\and <name of the next institute>', { x: 100, y: 665, fontSize: 9 })),
  ...mono(textLine('\\and <name of the next institute>}', { x: 100, y: 654, fontSize: 9 })),
  ...serif(
    paragraph(['might add some clarity about the institutes of the authors, in the', 'running heads as well as in the author index.'], {
      x: 100,
      y: 630,
      leading: 12,
    }),
  ),
];

describe('a code display', () => {
  const result = buildSegments([page(1, items)]);
  const code = result.blocks.filter((block) => block.lines.every((line) => line.items.every((item) => item.monospace)));

  it('keeps its lines: one block each, set flush left', () => {
    expect(code.map((block) => block.text)).toEqual([
      '\\institute{<name of an institute>',
      '\\and <name of the next institute>',
      '\\and <name of the next institute>}',
    ]);
    expect(code.map((block) => block.align)).toEqual(['left', 'left', 'left']);
  });

  it('translates its metavariables only, and is no part of the sentence of prose around it', () => {
    const texts = code.flatMap((block) => block.sentences.map((s) => result.segments.find((segment) => segment.id === s.segmentId)?.text));
    expect(texts.every((text) => text !== undefined && !/\\institute|\\and/.test(text))).toBe(true);
    expect(result.blocks.some((block) => block.continuesBlockId)).toBe(false);
    expect(code.every((block) => block.sentences.every((s) => s.part === undefined))).toBe(true);
  });
});
