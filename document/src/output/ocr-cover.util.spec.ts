import { coverOperators, lowConfidencePagesOf, ocrCoverOf } from './ocr-cover.util';

const mark = (confidence: number, box: [number, number, number, number] = [10, 20, 110, 34]) => ({
  confidence,
  background: '#f0e8d0',
  box,
});

describe('covers of recognised lines', () => {
  it('takes each recognised run of a block, and nothing from a block of native text', () => {
    const block = {
      lines: [{ items: [{ text: 'Scanned words', ocr: mark(95) }] }, { items: [{ text: 'more', ocr: mark(90, [10, 0, 50, 14]) }] }],
    };
    expect(ocrCoverOf(block)).toEqual([
      { box: [10, 20, 110, 34], color: '#f0e8d0' },
      { box: [10, 0, 50, 14], color: '#f0e8d0' },
    ]);
    expect(ocrCoverOf({ lines: [{ items: [{ text: 'native' }] }] })).toBeUndefined();
  });

  it('paints each box in its colour within its own graphics state', () => {
    expect(coverOperators([{ box: [10, 20, 110, 34], color: '#ff8000' }])).toBe('q\n1 0.502 0 rg 10 20 100 14 re f\nQ\n');
    expect(coverOperators(undefined)).toBe('');
  });

  it('names the pages whose recognised text is unsure, weighted by the length of their lines', () => {
    const blocks = [
      {
        page: 1,
        lines: [
          {
            items: [
              { text: 'a long line read well enough', ocr: mark(92) },
              { text: 'x', ocr: mark(20) },
            ],
          },
        ],
      },
      { page: 2, lines: [{ items: [{ text: 'smudged', ocr: mark(45) }] }] },
      { page: 3, lines: [{ items: [{ text: 'native text has no confidence' }] }] },
    ];
    expect(lowConfidencePagesOf(blocks)).toEqual([2]);
  });
});
