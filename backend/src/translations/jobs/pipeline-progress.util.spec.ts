import { PROGRESS, toBatches, translationProgress } from './pipeline-progress.util';

describe('translationProgress', () => {
  it('moves from the end of extraction to the end of translation with the characters done', () => {
    expect(translationProgress({ doneChars: 0, totalChars: 1000 })).toBe(PROGRESS.extracted);
    expect(translationProgress({ doneChars: 500, totalChars: 1000 })).toBe(47);
    expect(translationProgress({ doneChars: 1000, totalChars: 1000 })).toBe(PROGRESS.translated);
  });

  it('counts a document with nothing to translate as translated', () => {
    expect(translationProgress({ doneChars: 0, totalChars: 0 })).toBe(PROGRESS.translated);
  });

  it('keeps 100 for completion', () => {
    expect(Math.max(...Object.values(PROGRESS).filter((p) => p !== PROGRESS.completed))).toBeLessThan(100);
  });
});

describe('toBatches', () => {
  const items = (...lengths: number[]) => lengths.map((n, i) => ({ id: i, text: 'x'.repeat(n) }));
  const ids = (batches: Array<Array<{ id: number }>>) => batches.map((b) => b.map((i) => i.id));

  it('cuts at the segment limit and at the character limit, keeping the order', () => {
    expect(ids(toBatches(items(1, 1, 1, 1, 1), { maxSegments: 2, maxChars: 100 }))).toEqual([[0, 1], [2, 3], [4]]);
    expect(ids(toBatches(items(40, 40, 40), { maxSegments: 10, maxChars: 100 }))).toEqual([[0, 1], [2]]);
  });

  it('gives an over-long text a batch of its own, and nothing for nothing', () => {
    expect(ids(toBatches(items(10, 500, 10), { maxSegments: 10, maxChars: 100 }))).toEqual([[0], [1], [2]]);
    expect(toBatches([], { maxSegments: 10, maxChars: 100 })).toEqual([]);
  });
});
