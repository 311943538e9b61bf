import { bilingualNotes, bilingualPageOf } from './bilingual-notes.util';

describe('bilingualNotes', () => {
  it('names the translated pages by their place in the bilingual PDF', () => {
    expect(bilingualPageOf(1)).toBe(2);
    expect(bilingualNotes({ overflowPages: [3, 7], missingGlyphPages: [1], sourceTextPages: [], shrunkPages: [2] })).toEqual({
      overflowPages: [6, 14],
      missingGlyphPages: [2],
      sourceTextPages: [],
      shrunkPages: [4],
    });
    expect(bilingualNotes({ overflowPages: [], missingGlyphPages: [], sourceTextPages: [5] })).toEqual({
      overflowPages: [],
      missingGlyphPages: [],
      sourceTextPages: [10],
    });
  });
});
