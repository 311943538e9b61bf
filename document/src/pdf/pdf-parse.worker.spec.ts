import { baseFontName, countWords, fontStyle, joinTextItems, normalizeText } from './pdf-parse.worker';

describe('PDF worker text helpers', () => {
  it('joins runs as pdf.js emits them, with a newline at each line end', () => {
    expect(joinTextItems([{ str: 'Hello', hasEOL: false }, { str: ' ' }, { str: 'world', hasEOL: true }, {}, { str: 'Next' }])).toBe('Hello world\nNext');
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
  });

  it('reads bold and italic from font names and flags', () => {
    expect(baseFontName('ABCDEF+Times-BoldItalic')).toBe('Times-BoldItalic');
    expect(fontStyle('ABCDEF+Times-BoldItalic')).toEqual({ bold: true, italic: true });
    expect(fontStyle('Helvetica-Oblique')).toEqual({ bold: false, italic: true });
    expect(fontStyle('ArialMT', { bold: true })).toEqual({ bold: true, italic: false });
    expect(fontStyle('Helvetica')).toEqual({ bold: false, italic: false });
  });
});
