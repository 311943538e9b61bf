import { keepsOriginal } from './keep-original.util';
import { drawableMath } from './math-fallback.util';

const block = (lines: string[], translatedText: string, extra: { angle?: number; keepOriginal?: boolean; marker?: string } = {}) => ({
  angle: 0,
  lines: lines.map((text) => ({ x: 0, text })),
  translatedText,
  ...extra,
});

describe('keepsOriginal', () => {
  it('keeps a block the engine gave back unchanged (spacing, punctuation and hyphenation aside)', () => {
    expect(keepsOriginal(block(['Alabama'], 'Alabama'))).toBe(true);
    expect(keepsOriginal(block(['MIRZAYANCE, transla-', 'tion'], 'MIRZAYANCE , translation'))).toBe(true);
    expect(keepsOriginal(block(['1.', 'Alabama'], 'Alabama', { marker: '1.' }))).toBe(true);
  });

  it('keeps what text reconstruction marked as not prose, and sets the rest again', () => {
    expect(keepsOriginal(block(['x + y'], 'x + y changed', { keepOriginal: true }))).toBe(true);
    expect(keepsOriginal(block(['Private Sale'], 'Vente privée'))).toBe(false);
    expect(keepsOriginal(block(['Airworthiness directives'], 'AIRWORTHINESS DIRECTIVES'))).toBe(false);
    expect(keepsOriginal(block(['•'], '•'))).toBe(false);
    expect(keepsOriginal(block(['Alabama'], 'Alabama', { angle: 90 }))).toBe(false);
    expect(keepsOriginal({ angle: 0, translatedText: 'Alabama' })).toBe(false);
  });
});

describe('drawableMath', () => {
  it('draws the mathematical letters the face lacks as the letters they style, and nothing else', () => {
    expect(drawableMath('la place de 𝜋 et 𝑥', '𝜋')).toBe('la place de π et 𝑥');
    expect(drawableMath('la place de 𝜋', '')).toBe('la place de 𝜋');
    expect(drawableMath('a ☃ b', '☃')).toBe('a ☃ b');
  });
});
