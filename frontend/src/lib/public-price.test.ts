import { describe, expect, it } from 'vitest';
import { publicPagePrice } from './public-price';

describe('publicPagePrice', () => {
  it('writes the public price from the quote constant, per language', () => {
    expect(publicPagePrice('en')).toBe('2.95');
    expect(publicPagePrice('fr')).toBe('2,95');
  });
});
