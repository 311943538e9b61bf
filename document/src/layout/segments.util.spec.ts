import { page, paragraph, prose, reportPages, shuffled, textLine } from './layout.fixtures';
import type { SegmentationResult } from './layout.types';
import { applyTranslations, buildSegments } from './segments.util';

/** A toy engine: word for word, placeholders left where they are. */
const WORDS: Record<string, string> = { Report: 'Rapport', of: 'sur', Body: 'Corps', page: 'page', The: 'Le', cat: 'chat', sleeps: 'dort' };
function translateAll(result: SegmentationResult): Map<string, string> {
  return new Map(result.segments.map((s) => [s.id, s.text.replace(/\p{L}+/gu, (w) => WORDS[w] ?? w)]));
}

describe('buildSegments', () => {
  it('gives a translated block the underscores drawn as rules inside it, to remove (its text draws "_"), and keeps them in an untouched one', () => {
    const text = page(1, [...textLine('The cat sleeps on name_element here.', { y: 700 }), ...textLine('12 345', { y: 600 })]);
    const inText = { x0: 140, y0: 700.5, x1: 143, y1: 700.5 };
    const inNumbers = { x0: 80, y0: 600.5, x1: 83, y1: 600.5 };
    const result = buildSegments([{ ...text, underscores: [inText, inNumbers] }]);
    const [sentence, numbers] = result.blocks;
    expect(sentence.decorations).toEqual([inText]);
    expect(numbers.keepOriginal).toBe(true);
    expect(numbers.decorations).toBeUndefined();
    // The identifier itself goes to the engine as a placeholder.
    expect(result.segments.map((s) => s.text)).toEqual(['The cat sleeps on ⟦0⟧ here.']);
  });

  it('translates a running header and footer once, and each page keeps its own numbers', () => {
    const result = buildSegments(reportPages());
    expect(result.headerFooterTemplates.map((t) => [t.kind, t.key, t.pages.length])).toEqual([
      ['footer', 'page # of #', 5],
      ['header', 'acme report #', 4],
    ]);
    const footer = result.segments.filter((s) => s.text === 'Page ⟦0⟧ of ⟦1⟧');
    const header = result.segments.filter((s) => s.text === '⟦0⟧ Report ⟦1⟧');
    expect(footer).toEqual([expect.objectContaining({ occurrences: 5, blockId: 'p1-b1' })]);
    expect(header).toEqual([expect.objectContaining({ occurrences: 4 })]);

    const blocks = applyTranslations(result, translateAll(result));
    const footers = blocks.filter((b) => b.kind === 'footer').map((b) => b.translatedText);
    expect(footers).toEqual(['Page 1 sur 5', 'Page 2 sur 5', 'Page 3 sur 5', 'Page 4 sur 5', 'Page 5 sur 5']);
    expect(blocks.filter((b) => b.kind === 'header').map((b) => b.translatedText)).toEqual(Array(4).fill('ACME Rapport 2026'));
    expect(blocks.filter((b) => b.kind === 'header').every((b) => b.templateId === 'hf1')).toBe(true);
    expect(blocks.every((b) => b.issues.length === 0)).toBe(true);
  });

  it('makes segments of whole sentences across lines, never of lines, and keeps block order and kinds', () => {
    const result = buildSegments([
      page(1, [
        ...textLine('Chapter One', { y: 740, fontSize: 18 }),
        ...paragraph(
          ['The cat sleeps on the mat all day long. The', 'dog barks at it. Mr. Smith, who owns', 'both, transla-', 'tes their moods.'],
          { y: 700 },
        ),
        ...textLine('• The cat sleeps.', { y: 640 }),
      ]),
    ]);
    expect(result.blocks.map((b) => [b.id, b.kind])).toEqual([
      ['p1-b0', 'heading'],
      ['p1-b1', 'paragraph'],
      ['p1-b2', 'list-item'],
    ]);
    expect(result.blocks[1].text).toBe(
      'The cat sleeps on the mat all day long. The dog barks at it. Mr. Smith, who owns both, translates their moods.',
    );
    expect(result.segments.map((s) => s.text)).toEqual([
      'Chapter One',
      'The cat sleeps on the mat all day long.',
      'The dog barks at it.',
      'Mr. Smith, who owns both, translates their moods.',
      'The cat sleeps.',
    ]);
    const translated = applyTranslations(result, translateAll(result));
    expect(translated[2]).toMatchObject({ marker: '•', text: 'The cat sleeps.', translatedText: 'Le chat dort.' });
    expect(translated[1].translatedText.startsWith('Le chat dort on the mat all day long. Le dog')).toBe(true);
  });

  it('translates a repeated sentence once, and passes numbers-only text through without a segment', () => {
    const pages = [1, 2].map((n) =>
      page(n, [...paragraph(['All prices are in CAD and include 15% tax.'], { y: 700 }), ...textLine(`${n * 100}`, { y: 400, x: 300 })]),
    );
    const result = buildSegments(pages);
    expect(result.segments).toEqual([{ id: 's0', blockId: 'p1-b0', text: 'All prices are in ⟦0⟧ and include ⟦1⟧ tax.', occurrences: 2 }]);
    const numberBlock = result.blocks.find((b) => b.text === '200')!;
    expect(numberBlock.sentences).toEqual([{ start: 0, end: 3, tokens: ['200'] }]);
    expect(
      applyTranslations(result, new Map([['s0', 'Tous les prix sont en ⟦0⟧, taxe de ⟦1⟧ incluse.']])).map((b) => b.translatedText),
    ).toEqual(['Tous les prix sont en CAD, taxe de 15% incluse.', '100', 'Tous les prix sont en CAD, taxe de 15% incluse.', '200']);
  });

  it('reads glyphs that arrive out of order, and uses the whole document to keep real hyphens', () => {
    const result = buildSegments([
      page(
        1,
        shuffled([...paragraph(['It is a cost-', 'effective fact. Machine transla-', 'tion helps.'], { y: 700, split: 'chars' })], 3),
      ),
      page(2, paragraph(['A cost-effective fact again.'], { y: 700, split: 'words' })),
    ]);
    expect(result.blocks[0].text).toBe('It is a cost-effective fact. Machine translation helps.');
    expect(result.segments.map((s) => s.text)).toEqual([
      'It is a cost-effective fact.',
      'Machine translation helps.',
      'A cost-effective fact again.',
    ]);
    // Without page 2 nothing says the hyphen is real.
    const alone = buildSegments([page(1, paragraph(['It is a cost-', 'effective fact.'], { y: 700 }))]);
    expect(alone.blocks[0].text).toBe('It is a costeffective fact.');
  });

  it('keeps the source sentence when a translation is missing, and reports placeholder damage', () => {
    const result = buildSegments([page(1, paragraph(['Pay $2.95 now. Then wait.'], { y: 700 }))]);
    expect(result.segments.map((s) => s.text)).toEqual(['Pay ⟦0⟧ now.', 'Then wait.']);
    const [block] = applyTranslations(result, new Map([['s0', 'Payez maintenant.']]));
    expect(block.translatedText).toBe('Payez maintenant $2.95. Then wait.');
    expect(block.issues).toEqual([
      { blockId: 'p1-b0', segmentId: 's0', kind: 'placeholder-dropped', token: '$2.95' },
      { blockId: 'p1-b0', segmentId: 's1', kind: 'untranslated' },
    ]);
  });

  it('translates a sentence cut by a page break whole, over the footer, and shares the translation between both pages', () => {
    const footer = (n: number) => textLine(`Page ${n} of 2`, { y: 30, x: 280 });
    const result = buildSegments([
      page(1, [...paragraph(['The cat sleeps. The budget for the year', 'includes a reservoir in the'], { y: 700 }), ...footer(1)]),
      page(2, [...paragraph(['northern district of the city. Work starts', 'in the spring.'], { y: 700 }), ...footer(2)]),
    ]);
    expect(result.segments.map((s) => s.text)).toEqual([
      'The cat sleeps.',
      'The budget for the year includes a reservoir in the northern district of the city.',
      'Page ⟦0⟧ of ⟦1⟧',
      'Work starts in the spring.',
    ]);
    const upper = 'THE BUDGET FOR THE YEAR INCLUDES A RESERVOIR IN THE NORTHERN DISTRICT OF THE CITY.';
    const translated = applyTranslations(result, new Map([...translateAll(result), ['s1', upper]]));
    // The footer on both pages, at the same height, is running: left out of the join.
    expect(translated.filter((block) => block.kind === 'footer').map((block) => block.text)).toEqual(['Page 1 of 2', 'Page 2 of 2']);
    const body = translated.filter((block) => block.kind !== 'footer').map((block) => block.translatedText);
    // Each part keeps about its share of the source's length, cut between words; nothing is lost or repeated.
    expect(body).toEqual([
      'Le chat dort. THE BUDGET FOR THE YEAR INCLUDES A RESERVOIR IN THE',
      'NORTHERN DISTRICT OF THE CITY. Work starts in the spring.',
    ]);
    expect(translated.every((block) => block.issues.length === 0)).toBe(true);
    expect(translated.filter((block) => block.continuesSentence).map((block) => [block.id, block.continuesSentence])).toEqual([
      ['p2-b0', 'p1-b0'],
    ]);
  });

  it('joins a sentence cut by a page break over the footnote under it', () => {
    const result = buildSegments([
      page(1, [
        ...paragraph(['The city will replace the oldest pipes. About five'], { y: 700 }),
        ...textLine('1', { y: 80, fontSize: 6 }),
        ...textLine('The fiscal year ended in March.', { y: 74, x: 76, fontSize: 8 }),
      ]),
      page(2, paragraph(['kilometres of pipes will be replaced every year.'], { y: 700 })),
    ]);
    expect(result.segments.map((s) => s.text)).toEqual([
      'The city will replace the oldest pipes.',
      'About five kilometres of pipes will be replaced every year.',
      'The fiscal year ended in March.',
    ]);
  });

  it('joins no sentence across blocks after a full stop, before a capital, or between different styles', () => {
    const twoPages = (end: string, start: string, bold = false) =>
      buildSegments([page(1, paragraph([end], { y: 700 })), page(2, paragraph([start], { y: 700, bold }))]).segments.map((s) => s.text);
    expect(twoPages('It ends here.', 'then it goes on.')).toEqual(['It ends here.', 'then it goes on.']);
    expect(twoPages('A list of names like', 'Alice and Bob.')).toEqual(['A list of names like', 'Alice and Bob.']);
    expect(twoPages('It does not end', 'but this is bold.', true)).toEqual(['It does not end', 'but this is bold.']);
    expect(twoPages('It does not end', 'but goes on here.')).toEqual(['It does not end but goes on here.']);
  });

  it('joins a word hyphenated across a column or page break into one word, and keeps a real hyphen', () => {
    const twoPages = (end: string, start: string) =>
      buildSegments([page(1, paragraph([end], { y: 700 })), page(2, paragraph([start], { y: 700 }))]).segments.map((s) => s.text);
    expect(twoPages('The network learns a se-', 'quence of characters.')).toEqual(['The network learns a sequence of characters.']);
    expect(twoPages('The result is well-', 'known to all of us.')).toEqual(['The result is well-known to all of us.']);
  });

  it('joins a sentence cut at the foot of a column with the top of the next, not with the cell beside it', () => {
    const column = (offset: number) => Array.from({ length: 10 }, (_, i) => `${prose(6, i + offset)} and`);
    const result = buildSegments([
      page(1, [
        ...paragraph([...column(0), 'the harbour was quiet in the'], { x: 72, y: 700 }),
        ...paragraph(['early morning.', ...column(3)], { x: 320, y: 700 }),
      ]),
    ]);
    expect(result.segments.some((s) => s.text.includes('quiet in the early morning.'))).toBe(true);
    // A table row whose cells are read one after the other: "Cost per product" and, beside it and lower, "operators".
    const row = buildSegments([
      page(1, [...textLine('Cost per product', { x: 72, y: 700 }), ...textLine('operators', { x: 300, y: 694 })]),
    ]);
    expect(row.segments.map((s) => s.text)).toEqual(['Cost per product', 'operators']);
  });

  it('answers empty results for pages without text', () => {
    expect(buildSegments([page(1, [])])).toEqual({ blocks: [], segments: [], headerFooterTemplates: [] });
  });
});
