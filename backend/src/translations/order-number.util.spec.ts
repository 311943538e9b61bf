import { generateOrderNumber, ORDER_NUMBER_ALPHABET, ORDER_NUMBER_PATTERN } from './order-number.util';

describe('generateOrderNumber', () => {
  it('answers PT-XXXX-XXXX from the unambiguous alphabet', () => {
    for (let i = 0; i < 1000; i++) expect(generateOrderNumber()).toMatch(ORDER_NUMBER_PATTERN);
  });

  it('never uses 0, O, 1 or I', () => {
    expect(ORDER_NUMBER_ALPHABET).toHaveLength(32);
    expect(new Set(ORDER_NUMBER_ALPHABET).size).toBe(32);
    for (const c of '0O1I') expect(ORDER_NUMBER_ALPHABET).not.toContain(c);
    const sample = Array.from({ length: 500 }, () => generateOrderNumber()).join('');
    expect(sample.replace(/PT-|-/g, '')).not.toMatch(/[01OI]/);
  });

  it('maps random bytes onto the alphabet without bias (5 bits per symbol)', () => {
    expect(generateOrderNumber(() => Buffer.from([0, 1, 2, 3, 28, 29, 30, 31]))).toBe('PT-2345-WXYZ');
    // Only the low 5 bits count: 32, 64 and 224 pick the same symbol as 0, and 255 the same as 31.
    expect(generateOrderNumber(() => Buffer.from([32, 255, 64, 224, 0, 0, 0, 0]))).toBe('PT-2Z22-2222');
  });

  it('is random enough that 2 000 draws do not collide (40 bits)', () => {
    const seen = new Set(Array.from({ length: 2000 }, () => generateOrderNumber()));
    expect(seen.size).toBe(2000);
  });
});
