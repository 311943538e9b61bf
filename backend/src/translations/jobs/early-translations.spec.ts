import { page, paragraph } from '@pt/document/layout/layout.fixtures';
import { buildSegments } from '@pt/document';
import { EarlyTranslations } from './early-translations';

const prose = (number: number) =>
  page(
    number,
    paragraph([
      `The harbour of town ${'abcdefghij'[number]} was quiet in the early morning.`,
      `Fishermen mended nets on quay ${'klmnopqrst'[number]}.`,
    ]),
  );

describe('EarlyTranslations', () => {
  it('sends each chunk of pages as it comes, and answers by protected text what the whole document asks for', async () => {
    const calls: string[][] = [];
    const early = new EarlyTranslations({
      translate: async (texts) => (calls.push(texts), texts.map((t) => `FR ${t}`)),
      pagesPerChunk: 2,
      limits: { maxSegments: 100, maxChars: 10_000 },
    });
    const pages = [1, 2, 3, 4, 5].map(prose);
    pages.forEach((p) => early.addPage(p));
    await Promise.resolve();
    expect(calls).toHaveLength(2); // pages 1–2, 3–4; page 5 waits for the flush
    early.flush();
    early.addPage(prose(6)); // after the flush: ignored
    await new Promise((resolve) => setImmediate(resolve));
    expect(calls).toHaveLength(3);

    const whole = buildSegments(pages).segments;
    for (const segment of whole) await expect(early.take(segment.text)).resolves.toBe(`FR ${segment.text}`);
    expect(early.take('A sentence nobody sent.')).toBeUndefined();
    expect(early.sent).toBe(whole.length);
  });

  it('skips texts already known (checkpoint) or already sent, and cuts calls at the batch limits', async () => {
    const calls: string[][] = [];
    const first = buildSegments([prose(1)]).segments[0].text;
    const early = new EarlyTranslations({
      translate: async (texts) => (calls.push(texts), texts),
      known: (text) => text === first,
      pagesPerChunk: 1,
      limits: { maxSegments: 1, maxChars: 10_000 },
    });
    early.addPage(prose(1));
    early.addPage(prose(1)); // the same page again: nothing new to send
    early.flush();
    await new Promise((resolve) => setImmediate(resolve));
    expect(calls.flat()).not.toContain(first);
    expect(calls.every((c) => c.length === 1)).toBe(true);
    expect(early.take(first)).toBeUndefined();
  });

  it('fails the segments of a failed call when they are taken, and leaves no unhandled rejection otherwise', async () => {
    const early = new EarlyTranslations({
      translate: async () => Promise.reject(new Error('engine down')),
      pagesPerChunk: 1,
      limits: { maxSegments: 100, maxChars: 10_000 },
    });
    early.addPage(prose(1));
    early.addPage(prose(2));
    early.stop();
    const [segment] = buildSegments([prose(1)]).segments;
    await expect(early.take(segment.text)).rejects.toThrow('engine down');
  });
});
