import type { Face } from './pdf-fonts';
import { fitText } from './text-fit.util';
import {
  baseStyle,
  carriedStyle,
  markRuns,
  measureRuns,
  missingInRuns,
  pieces,
  type RunFaces,
  SCRIPT_SCALE,
  segmentsOf,
  showRuns,
  SMALL_CAPS_SCALE,
  smallCapitals,
  spanColors,
  styleBits,
  unmarked,
} from './text-runs';

/** A face drawing only `chars` (and space), each character 0.5 em wide, encoded as its name and the character. */
function fakeFace(name: string, chars: string): Face {
  const set = new Set([...`${chars} `].map((c) => c.codePointAt(0)!));
  return {
    font: { name } as never,
    slant: false,
    has: (code) => set.has(code),
    measure: (text) => [...text].length * (name.startsWith('wide') ? 0.6 : 0.5),
    encode: (text) => `${name}:${text}|`,
  };
}

const LATIN = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ.,:';
const regular = fakeFace('regular', LATIN);
const bold = fakeFace('bold', LATIN);
const fallback = fakeFace('wide-fallback', `${LATIN}π→`);
const BASE = styleBits(baseStyle(false, false));
const BOLD = styleBits(baseStyle(true, false));
const SUP = styleBits({ bold: false, italic: false, script: 'sup', mono: false });
const faces: RunFaces = {
  baseBits: BASE,
  chain: (bits) => (bits === BOLD ? [bold, fallback] : [regular, fallback]),
};
const num = (n: number) => String(Math.round(n * 1000) / 1000);

describe('text runs', () => {
  it('marks the words of a span and nothing else, and the marks leave no trace in the visible text', () => {
    const text = 'AGENCY: Environmental agency.';
    const marked = markRuns(text, [{ start: 0, end: 7, bold: true }], baseStyle(false, false));
    expect(unmarked(marked)).toBe(text);
    const [first, second] = marked.split(' ');
    expect(pieces(first, BASE)).toEqual([{ text: 'AGENCY:', bits: BOLD }]);
    expect(pieces(second, BASE)).toEqual([{ text: 'Environmental', bits: BASE }]);
  });

  it('switches style inside a word (a superscript note marker)', () => {
    const marked = markRuns('word1 next', [{ start: 4, end: 5, script: 'sup' }], baseStyle(false, false));
    expect(pieces(marked.split(' ')[0], BASE)).toEqual([
      { text: 'word', bits: BASE },
      { text: '1', bits: SUP },
    ]);
    expect(measureRuns(marked.split(' ')[0], faces)).toBeCloseTo(4 * 0.5 + 0.5 * SCRIPT_SCALE);
  });

  it('sends each character the face lacks to the first fallback that has it, and reports what none has', () => {
    expect(segmentsOf('la place de π', BASE, faces).map((s) => [s.face.font.name, s.text])).toEqual([
      ['regular', 'la place de '],
      ['wide-fallback', 'π'],
    ]);
    expect(missingInRuns('la place de π', faces)).toBe('');
    expect(missingInRuns('un ∰ ici', faces)).toBe('∰');
  });

  it('shows a line with a font change per run and the size and rise of a superscript, back to the block face at the end', () => {
    const marked = markRuns(
      'AGENCY: note1 π',
      [
        { start: 0, end: 7, bold: true },
        { start: 12, end: 13, script: 'sup' },
      ],
      baseStyle(false, false),
    );
    const keys = new Map([
      [regular, 'PT1'],
      [bold, 'PT2'],
      [fallback, 'PT3'],
    ]);
    const ops = showRuns({ words: marked.split(' '), wordGap: 0, size: 10, faces, key: (f) => keys.get(f)!, num });
    expect(ops).toBe(
      '/PT2 10 Tf <bold:AGENCY:|> Tj /PT1 10 Tf <regular: |regular:note|> Tj /PT1 6.5 Tf 3.5 Ts <regular:1|> Tj ' +
        '/PT1 10 Tf 0 Ts <regular: |> Tj /PT3 10 Tf <wide-fallback:π|> Tj /PT1 10 Tf \n',
    );
  });

  it('widens the spaces of a justified line in one TJ per run', () => {
    const ops = showRuns({ words: ['un', 'deux', 'trois'], wordGap: 2, size: 10, faces, key: () => 'PT1', num });
    expect(ops).toBe('[<regular:un|regular: |> -200 <regular:deux|regular: |> -200 <regular:trois|>] TJ \n');
  });

  it('goes on in the style of a word cut over lines (a long italic URL stays italic on the next line)', () => {
    const marked = markRuns('https://www.regulations.gov/docket', [{ start: 0, end: 34, italic: true }], baseStyle(false, false));
    expect(carriedStyle(marked.slice(0, 3))).toBe(marked[0] + marked[1]);
    const fitted = fitText({
      text: marked,
      width: 40,
      height: 100,
      fontSize: 10,
      minFontSize: 10,
      leading: 1.2,
      measure: (w) => measureRuns(w, faces),
      continuation: carriedStyle,
    });
    expect(fitted.lines.length).toBeGreaterThan(1);
    const ITALIC = styleBits({ bold: false, italic: true, mono: false });
    for (const line of fitted.lines) expect(pieces(line.words[0], BASE)).toEqual([{ text: expect.any(String), bits: ITALIC }]);
  });

  it('sets the lower-case letters of a small-capitals block as smaller capitals on the baseline, its capitals as they are', () => {
    const marked = smallCapitals(
      markRuns('I. Introduction x2', [{ start: 17, end: 18, script: 'sup' }], baseStyle(false, false)),
      baseStyle(false, false),
    );
    expect(unmarked(marked)).toBe('I. INTRODUCTION X2');
    const [, initial, last] = marked.split(' ');
    expect(pieces(initial, BASE).map((p) => p.text)).toEqual(['I', 'NTRODUCTION']);
    const [small] = segmentsOf(pieces(initial, BASE)[1].text, pieces(initial, BASE)[1].bits, faces);
    expect(small).toMatchObject({ scale: SMALL_CAPS_SCALE, rise: 0 });
    // The superscript stays a superscript.
    expect(pieces(last, BASE).map((p) => [p.text, p.bits === SUP])).toEqual([
      ['X', false],
      ['2', true],
    ]);
    expect(measureRuns(initial, faces)).toBeCloseTo(0.5 + 11 * 0.5 * SMALL_CAPS_SCALE);
  });

  it('sets the words of a colour span in their colour and goes back to the block colour after them', () => {
    const spans = [{ start: 4, end: 7, color: '#ff0000' }];
    const marked = markRuns('le lundi rouge', [{ start: 3, end: 8, color: '#ff0000' }], baseStyle(false, false));
    expect(unmarked(marked)).toBe('le lundi rouge');
    expect(spanColors(spans)).toEqual(['#ff0000']);
    const ops = showRuns({
      words: marked.split(' '),
      wordGap: 0,
      size: 10,
      faces,
      key: () => 'F1',
      num,
      colors: { spans: [[1, 0, 0]], own: [0, 0, 0.5] },
    });
    expect(ops).toBe('<regular:le|regular: |> Tj 1 0 0 rg <regular:lundi|> Tj 0 0 0.5 rg <regular: |regular:rouge|> Tj \n');
  });
});
