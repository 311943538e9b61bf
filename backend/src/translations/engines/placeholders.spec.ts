import { protectSpans } from './placeholders';

describe('protectSpans', () => {
  it('replaces URLs, e-mail addresses, numbers and codes with placeholders and restores them', () => {
    const text = 'See https://example.com/a?b=1, write to jane.doe@example.org, pay $1,250.50 (20%) by 12/03/2024 for item ISO-9001 and A4.';
    const p = protectSpans(text);
    expect(p.spans).toEqual(['https://example.com/a?b=1', 'jane.doe@example.org', '$1,250.50', '20%', '12/03/2024', 'ISO-9001', 'A4']);
    expect(p.text).toBe('See ⟦0⟧, write to ⟦1⟧, pay ⟦2⟧ (⟦3⟧) by ⟦4⟧ for item ⟦5⟧ and ⟦6⟧.');
    expect(p.restore(p.text)).toBe(text);
  });

  it('protects existing placeholders and stray brackets too', () => {
    const p = protectSpans('a ⟦b⟧ c ⟦ d');
    expect(p.text).toBe('a ⟦0⟧ c ⟦1⟧ d');
    expect(p.restore('x ⟦1⟧ ⟦0⟧')).toBe('x ⟦ ⟦b⟧');
  });

  it('never loses a span the engine dropped', () => {
    const p = protectSpans('Version 2 of the file');
    expect(p.restore('La versión del fichero')).toBe('La versión del fichero 2');
  });

  it('leaves plain text alone', () => {
    const p = protectSpans('The cat is black.');
    expect(p.text).toBe('The cat is black.');
    expect(p.spans).toEqual([]);
  });
});
