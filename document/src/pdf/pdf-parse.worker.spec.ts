import {
  baseFontName,
  countWords,
  fontStyle,
  hasObjectHeader,
  hasWords,
  joinTextItems,
  normalizeText,
  runColors,
} from './pdf-parse.worker';

describe('PDF worker text helpers', () => {
  it('joins runs as pdf.js emits them, with a newline at each line end', () => {
    expect(joinTextItems([{ str: 'Hello', hasEOL: false }, { str: ' ' }, { str: 'world', hasEOL: true }, {}, { str: 'Next' }])).toBe(
      'Hello world\nNext',
    );
  });

  it('undoes hyphenation at line ends but keeps real hyphens', () => {
    expect(normalizeText('transla-\ntion and well-known\nfacts')).toBe('translation and well-known facts');
    expect(normalizeText('Jean-\nPierre')).toBe('Jean- Pierre'); // a capital after the break: a real hyphen
  });

  it('counts words with letters or digits, and each CJK character as one', () => {
    expect(countWords('The quick brown fox — 42 times, 3.5 %')).toBe(7);
    expect(countWords('International transla-\ntion requires care.')).toBe(4);
    expect(countWords('')).toBe(0);
    expect(countWords('   \n  ')).toBe(0);
    expect(countWords('日本語のテキスト')).toBe(8);
    expect(countWords('PDF文書 test')).toBe(4);
    // Tokens of ASCII alone are told apart by their codes, the others by the Unicode classes: the same words.
    expect(countWords('café — « déjà » vu 2€ ½ ___ @@ x_y')).toBe(6);
    expect(countWords('Ελληνικά и русский\u00a0text\u3000日本')).toBe(6);
  });

  it('tells whether a text has a word as countWords does', () => {
    const samples = ['', '   \n  ', '— . , ; ___ @@', 'a', '7', '½', 'é', '日', '\u2f00', 'ー', '-\n', 'x-\ny', '\ud840\udc00', '€ % « »'];
    for (const text of samples) expect([text, hasWords(text)]).toEqual([text, countWords(text) > 0]);
  });

  it('finds an object header in the first bytes as /\\d+\\s+\\d+\\s+obj\\b/ does, without a string of them', () => {
    const regex = (text: string, window: number) => /\d+\s+\d+\s+obj\b/.test(text.slice(0, window));
    const samples = [
      '%PDF-1.7\n1 0 obj\n<<>>',
      '12\r\n0\tobj<<',
      '7 0 objects',
      'x 0 obj',
      '0 obj',
      '3  obj',
      '4 5 obj',
      '\xa01\xa00\xa0obj_',
      'obj 1 0 obj',
    ];
    for (const text of samples) {
      const bytes = Buffer.from(text, 'latin1');
      for (const window of [text.length, text.length - 1, 5])
        expect([text, window, hasObjectHeader(bytes, window)]).toEqual([text, window, regex(text, window)]);
    }
  });

  it('reads bold and italic from font names and flags', () => {
    expect(baseFontName('ABCDEF+Times-BoldItalic')).toBe('Times-BoldItalic');
    expect(fontStyle('ABCDEF+Times-BoldItalic')).toEqual({ bold: true, italic: true });
    expect(fontStyle('Helvetica-Oblique')).toEqual({ bold: false, italic: true });
    expect(fontStyle('ArialMT', { bold: true })).toEqual({ bold: true, italic: false });
    expect(fontStyle('Helvetica')).toEqual({ bold: false, italic: false });
  });
});

describe('runColors', () => {
  const shown = (...fills: string[]) => fills.map((fill) => ({ fill }));

  it('gives each run the colour most of its characters are shown in, none for black or for no character', () => {
    expect(runColors([shown('#000000', '#000000'), shown('#ff0000'), shown()])).toEqual([undefined, '#ff0000', undefined]);
  });

  it('gives a run of several colours the one most of its characters have, the first seen of two as many', () => {
    const red = '#ff0000';
    const blue = '#0000ff';
    expect(runColors([shown('#000000', red, red, blue, red), shown(blue, blue, '#00ff00', '#00ff00')])).toEqual([red, blue]);
  });
});
