import { continuesList, listNumberingOf } from './list-numbering.util';

describe('listNumberingOf', () => {
  it('reads numbers, letters and roman numerals with their punctuation', () => {
    expect(listNumberingOf('3.')).toEqual({ kind: 'number', format: 'decimal', template: '%1.', value: 3 });
    expect(listNumberingOf('b)')).toEqual({ kind: 'number', format: 'lowerLetter', template: '%1)', value: 2 });
    expect(listNumberingOf('(iv)')).toEqual({ kind: 'number', format: 'lowerRoman', template: '(%1)', value: 4 });
    expect(listNumberingOf('XII.')).toEqual({ kind: 'number', format: 'upperRoman', template: '%1.', value: 12 });
    expect(listNumberingOf('C.')).toMatchObject({ format: 'upperLetter', value: 3 });
  });

  it("takes 'i' for a roman one unless it follows 'h'", () => {
    expect(listNumberingOf('i.')).toMatchObject({ format: 'lowerRoman', value: 1 });
    expect(listNumberingOf('i.', listNumberingOf('h.'))).toMatchObject({ format: 'lowerLetter', value: 9 });
    expect(listNumberingOf('v.', listNumberingOf('iv.'))).toMatchObject({ format: 'lowerRoman', value: 5 });
  });

  it('treats anything else as a bullet printing the marker', () => {
    expect(listNumberingOf('•')).toEqual({ kind: 'bullet', char: '•' });
    expect(listNumberingOf('–')).toEqual({ kind: 'bullet', char: '–' });
    expect(listNumberingOf('(a.')).toMatchObject({ kind: 'bullet' });
  });
});

describe('continuesList', () => {
  it('continues with the next number in the same style, or the same bullet', () => {
    expect(continuesList(listNumberingOf('1.'), listNumberingOf('2.'))).toBe(true);
    expect(continuesList(listNumberingOf('1.'), listNumberingOf('1.'))).toBe(false);
    expect(continuesList(listNumberingOf('1.'), listNumberingOf('2)'))).toBe(false);
    expect(continuesList(listNumberingOf('•'), listNumberingOf('•'))).toBe(true);
    expect(continuesList(listNumberingOf('•'), listNumberingOf('–'))).toBe(false);
  });
});
