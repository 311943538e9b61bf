import { decodeSegment, encodeSegment, toPivotInput } from './apertium-stream';

describe('Apertium stream: inline style marks', () => {
  it('puts each styled word in a word-bound blank, and a styled placeholder in its superblank', () => {
    expect(encodeSegment('The ⟦b⟧big old⟦/b⟧ dog, ⟦i⟧see ⟦0⟧⟦/i⟧.')!.stream).toBe(
      'The [[b]]big[[/]] [[b]]old[[/]] dog, [[i]]see[[/]] [⟦i⟧⟦0⟧⟦\\/i⟧]..[]',
    );
  });

  it('reads word-bound blanks back as marks, neighbouring words of one style as one span', () => {
    expect(decodeSegment('El [[b]]perro[[/]] [[b]]viejo[[/]] [[i]]ve[[/]] [⟦i⟧⟦0⟧⟦/i⟧]..[]')).toBe('El ⟦b⟧perro viejo⟦/b⟧ ⟦i⟧ve ⟦0⟧⟦/i⟧.');
    // Two words Apertium merged into one unit carry both styles.
    expect(decodeSegment('[[b; i]]casa[[/]] roja..[]')).toBe('⟦bi⟧casa⟦/bi⟧ roja.');
  });

  it('hands word-bound blanks to the second leg of a pivot as they are', () => {
    expect(toPivotInput('El [[b]]perro[[/]] grande.[]')).toBe('El [[b]]perro[[/]] grande.[]');
  });

  it('leaves unstyled segments as before', () => {
    expect(encodeSegment('Plain ⟦0⟧ text.')!.stream).toBe('Plain [⟦0⟧] text..[]');
    expect(decodeSegment('Texto [⟦0⟧] llano..[]')).toBe('Texto ⟦0⟧ llano.');
  });
});
