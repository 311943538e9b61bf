import { decodeSegment, encodeSegment, escapeText, superblank, tokenize, toPivotInput } from './apertium-stream';

describe('Apertium stream format', () => {
  it('escapes the characters apertium-destxt escapes', () => {
    expect(escapeText('a [b] c\\d ^e$ f/g <h> @i {j}')).toBe('a \\[b\\] c\\\\d \\^e\\$ f\\/g \\<h\\> \\@i \\{j\\}');
  });

  it('puts placeholders, mark-like characters and layout in superblanks, and appends the sentence-end marker', () => {
    expect(encodeSegment('I have ⟦0⟧ cats.')?.stream).toBe('I have [⟦0⟧] cats..[]');
    expect(encodeSegment('C# is *fun* ~ok')?.stream).toBe('C[#] is [*]fun[*] [~]ok.[]');
    expect(encodeSegment('one\ntwo\tthree')?.stream).toBe('one[\n]two[\t]three.[]');
    expect(encodeSegment('⟦a[b]⟧')?.stream).toBe('[⟦a\\[b\\]⟧].[]');
  });

  it('keeps leading and trailing white space aside, drops NULs and control characters', () => {
    expect(encodeSegment('  Hello\u0000 world\u0007 \n')).toEqual({ stream: 'Hello world.[]', lead: '  ', trail: ' \n' });
    // Noncharacters: lttoolbox reads U+FFFF as the end of its input.
    expect(encodeSegment('Termes\uFFFF OT\uFDD0')?.stream).toBe('Termes OT.[]');
    expect(encodeSegment('   ')).toBeUndefined();
    expect(encodeSegment('\u0000')).toBeUndefined();
  });

  it('tokenizes text, escapes and blanks', () => {
    expect(tokenize('a \\[b [x\\]y] c[[t:b]]d')).toEqual([
      { kind: 'text', value: 'a ' },
      { kind: 'escaped', value: '[' },
      { kind: 'text', value: 'b ' },
      { kind: 'blank', value: 'x]y', raw: '[x\\]y]' },
      { kind: 'text', value: ' c' },
      { kind: 'blank', value: '', raw: '[[t:b]]' },
      { kind: 'text', value: 'd' },
    ]);
  });

  it('decodes: removes the marker and unknown-word marks, undoes escapes, restores superblanks', () => {
    expect(decodeSegment('El *xyzzy gato \\[es\\] #negro @bien.[]')).toBe('El xyzzy gato [es] negro bien');
    expect(decodeSegment('Es grande..[]')).toBe('Es grande.');
    expect(decodeSegment(' Tengo [⟦1⟧] casas  rojas [*]hoy[*] C[#].[]', '  ', '\n')).toBe('  Tengo ⟦1⟧ casas rojas *hoy* C#\n');
    expect(decodeSegment('a\\@b.com y http:\\/\\/x.com.[]')).toBe('a@b.com y http://x.com');
  });

  it('round-trips any text when the engine changes nothing', () => {
    for (const text of ['Hello, world!', 'a [b] \\c ^d$ e/f <g> @h {i} *j* #k ~l', 'x ⟦0⟧ y ⟦b⟧z⟦/b⟧.', 'line\nbreak\ttab', 'é€😀']) {
      const e = encodeSegment(text)!;
      expect(decodeSegment(e.stream, e.lead, e.trail)).toBe(text);
    }
  });

  it('prepares a first leg output as second leg input: marks removed, escapes and blanks kept, new marker', () => {
    expect(toPivotInput(' Tengo *xyzzy [⟦0⟧] \\[x\\]  casas..[]')).toBe('Tengo xyzzy [⟦0⟧] \\[x\\] casas..[]');
    // A segment in capitals crosses in lower case; superblanks keep theirs.
    expect(toPivotInput('MI SALUD [⟦B0⟧] Y MENTAL.[]', { lowerCase: true })).toBe('mi salud [⟦B0⟧] y mental.[]');
    expect(superblank('a]b')).toBe('[a\\]b]');
  });
});
