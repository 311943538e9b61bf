import { decodeSegment, encodeSegment } from './apertium-stream';
import { countMarks, restoreUnknownWords, trackWords } from './apertium-tracking';

describe('trackWords', () => {
  it('puts every word in a word-bound blank carrying its index, punctuation and placeholders outside', () => {
    const { stream, words } = trackWords(encodeSegment('The (loop) compilers, e.g. and/or ⟦0⟧ use "Python".')!.stream);
    expect(stream).toBe(
      '[[t:0]]The[[/]] ([[t:1]]loop[[/]]) [[t:2]]compilers[[/]], [[t:3]]e.g.[[/]] and\\/or [⟦0⟧] [[t:4]]use[[/]] "[[t:5]]Python[[/]]"..[]',
    );
    expect(words).toEqual(['The', 'loop', 'compilers', 'e.g.', 'use', 'Python']);
  });

  it('adds the index to the word-bound blank of a word in an inline style', () => {
    const { stream, words } = trackWords(encodeSegment('a ⟦b⟧bold⟦/b⟧ word')!.stream);
    expect(stream).toBe('[[t:0]]a[[/]] [[t:1; b]]bold[[/]] [[t:2]]word[[/]].[]');
    expect(words).toEqual(['a', 'bold', 'word']);
  });
});

describe('restoreUnknownWords', () => {
  const words = ['The', 'loop', 'compilers', 'use', 'Python', 'dynamically', 'in', 'the', 'U.S.'];
  // What es-fr gives for the Spanish pivot's output of the tracked sentence (real Apertium output).
  const pivotOutput =
    "[[t:0]]La[[/]] [[t:4]]*Pitón[[/]] [[t:3]]d'usage[[/]] de [[t:2]]*compiladores[[/]] de [[t:1]]*bucle[[/]] " +
    '[[t:5]]*dinámicamente[[/]] [[t:6]]en[[/]] [[t:7]]les[[/]] [[t:8]]les[[/]] [[t:8]]*EE.UU.[[/]].[]';

  it('gives a word the last stage did not know back as the source word it came from, never the pivot word', () => {
    const { stream, replaced } = restoreUnknownWords(pivotOutput, words);
    expect(replaced).toBe(5);
    const text = decodeSegment(stream);
    expect(text).toBe("La Python d'usage de compilers de loop dynamically en les les U.S.");
    for (const spanish of ['Pitón', 'compiladores', 'bucle', 'dinámicamente', 'EE.UU.']) expect(text).not.toContain(spanish);
  });

  it('keeps known words, and words merged into one blank, as they are', () => {
    const merged = '[[t:0; t:2]]Les compilateurs[[/]] [[t:1; t:1]]de boucle[[/]] [[t:3]]utilisent[[/]].[]';
    expect(decodeSegment(restoreUnknownWords(merged, words).stream)).toBe('Les compilateurs de boucle utilisent');
  });

  it('sends a source word split into two unknown pieces once, and keeps the style of a styled word', () => {
    expect(decodeSegment(restoreUnknownWords('[[t:1]]*bu[[/]] [[t:1]]*cle[[/]].[]', words).stream)).toBe('loop');
    expect(decodeSegment(restoreUnknownWords('[[t:1; b]]*bucle[[/]].[]', words).stream)).toBe('⟦b⟧loop⟦/b⟧');
  });

  it('replaces the words of indexes to keep as they are (proper nouns)', () => {
    const { stream } = restoreUnknownWords('[[t:0]]La[[/]] [[t:4]]Pitón[[/]].[]', words, new Set([4]));
    expect(decodeSegment(stream)).toBe('La Python');
  });
});

describe('countMarks', () => {
  it('counts unknown and generation marks, not literal characters in superblanks', () => {
    expect(countMarks('[[t:1]]*bucle[[/]] #ir [*] \\* x.[]')).toEqual({ unknown: 1, generation: 1 });
  });
});

describe('trackWords on text glued to escaped characters', () => {
  it('leaves e-mail addresses, URLs and words joined by a slash unwrapped', () => {
    const { stream, words } = trackWords(encodeSegment('Write to jane.doe@example.org or see https://example.com/a?b=1 now.')!.stream);
    expect(stream).toBe(
      '[[t:0]]Write[[/]] [[t:1]]to[[/]] jane.doe\\@example.org [[t:2]]or[[/]] [[t:3]]see[[/]] https:\\/\\/example.com\\/a?b=1 [[t:4]]now[[/]]..[]',
    );
    expect(words).toEqual(['Write', 'to', 'or', 'see', 'now']);
  });
});
