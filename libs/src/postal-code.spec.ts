import { describe, expect, it } from 'vitest';
import {
  DEFAULT_COUNTRY,
  POSTAL_CODE_MAX_LENGTH,
  formatPostalCodeInput,
  formatPostalCodeOnBlur,
  isValidPostalCode,
  normalisePostalCode,
  postalCodeFormatError,
  postalCodeLabels,
  postalCodeMaxLength,
} from './postal-code';

describe('postal codes', () => {
  it('defaults the country to CA', () => {
    expect(DEFAULT_COUNTRY).toBe('CA');
    expect(POSTAL_CODE_MAX_LENGTH).toBe(7);
  });

  it.each(['K1A 0B1', 'K1A0B1', 'k1a 0b1', 'M5V 3L9', 'H3Z 2Y7', 'V6B 4Y8', 'T2P 1J9', 'X0A 0H0', 'A1A 1A1', 'Y1A 9Z9'])(
    'accepts the Canadian code %s',
    (code) => {
      expect(isValidPostalCode(code, 'CA')).toBe(true);
    },
  );

  it.each([
    ['D letter first', 'D1A 1A1'],
    ['F letter first', 'F1A 1A1'],
    ['I letter', 'K1I 1A1'],
    ['O letter', 'K1A 1O1'],
    ['Q letter', 'Q1A 1A1'],
    ['U letter', 'K1U 1A1'],
    ['W first', 'W1A 1A1'],
    ['Z first', 'Z1A 1A1'],
    ['digit first', '11A 1A1'],
    ['too short', 'K1A 0B'],
    ['too long', 'K1A 0B12'],
    ['two spaces', 'K1A  0B1'],
    ['dash', 'K1A-0B1'],
    ['empty', ''],
  ])('rejects the Canadian code with %s (%s)', (_label, code) => {
    expect(isValidPostalCode(code, 'CA')).toBe(false);
  });

  it('allows W and Z after the first position in Canada', () => {
    expect(isValidPostalCode('K1W 1Z1', 'CA')).toBe(true);
  });

  it.each(['12345', '12345-6789', ' 90210 '])('accepts the US ZIP %s', (code) => {
    expect(isValidPostalCode(code, 'US')).toBe(true);
  });

  it.each(['1234', '123456', '12345-678', '12345 6789', 'ABCDE', 'K1A 0B1'])('rejects the US ZIP %s', (code) => {
    expect(isValidPostalCode(code, 'US')).toBe(false);
  });

  it.each([
    ['FR', '75008'],
    ['GB', 'SW1A 1AA'],
    ['NL', '1234 AB'],
    ['PT', '1000-001'],
    ['IE', 'D02'],
    ['XX', 'AB'],
    ['XX', '1234567890'],
  ])('accepts %s code %s', (country, code) => {
    expect(isValidPostalCode(code, country)).toBe(true);
  });

  it.each([
    ['single character', 'A'],
    ['11 characters', '12345678901'],
    ['symbols', '123#45'],
    ['leading dash', '-1234'],
    ['trailing dash', '1234-'],
    ['empty', ''],
  ])('rejects another country code with %s', (_label, code) => {
    expect(isValidPostalCode(code, 'FR')).toBe(false);
  });

  it('reads the country case-insensitively', () => {
    expect(isValidPostalCode('K1A 0B1', 'ca')).toBe(true);
    expect(isValidPostalCode('12345', ' us ')).toBe(true);
  });

  it('normalises for storage', () => {
    expect(normalisePostalCode(' k1a0b1 ', 'CA')).toBe('K1A 0B1');
    expect(normalisePostalCode('k1a 0b1', 'CA')).toBe('K1A 0B1');
    expect(normalisePostalCode(' 12345-6789 ', 'US')).toBe('12345-6789');
    expect(normalisePostalCode('sw1a   1aa', 'GB')).toBe('SW1A 1AA');
    expect(normalisePostalCode('junk', 'CA')).toBe('JUNK');
  });

  describe('formatPostalCodeInput', () => {
    it('upper-cases and truncates to 7 characters', () => {
      expect(formatPostalCodeInput('k1a 0b1')).toBe('K1A 0B1');
      expect(formatPostalCodeInput('k1a 0b1xyz')).toBe('K1A 0B1');
      expect(formatPostalCodeInput('k1a')).toBe('K1A');
      expect(formatPostalCodeInput('')).toBe('');
      expect(formatPostalCodeInput('k1a 0b1', 'CA')).toBe('K1A 0B1');
    });

    it('allows 10 characters once a non-Canadian country is known', () => {
      expect(postalCodeMaxLength()).toBe(7);
      expect(postalCodeMaxLength('CA')).toBe(7);
      expect(postalCodeMaxLength('US')).toBe(10);
      expect(formatPostalCodeInput('12345-67890', 'US')).toBe('12345-6789');
      expect(formatPostalCodeInput('sw1a 1aa', 'GB')).toBe('SW1A 1AA');
    });
  });

  describe('formatPostalCodeOnBlur', () => {
    it('inserts a space after the first 3 characters of a 6-character code', () => {
      expect(formatPostalCodeOnBlur('K1A0B1')).toBe('K1A 0B1');
      expect(formatPostalCodeOnBlur('K1A0B1', 'CA')).toBe('K1A 0B1');
    });

    it('leaves other values alone', () => {
      expect(formatPostalCodeOnBlur('K1A 0B1')).toBe('K1A 0B1');
      expect(formatPostalCodeOnBlur('K1A0B')).toBe('K1A0B');
      expect(formatPostalCodeOnBlur('')).toBe('');
      expect(formatPostalCodeOnBlur(' K1A0B1 ')).toBe('K1A 0B1');
    });

    it('does not insert a space for other countries', () => {
      expect(formatPostalCodeOnBlur('123456', 'US')).toBe('123456');
      expect(formatPostalCodeOnBlur('1234AB', 'NL')).toBe('1234AB');
    });
  });

  describe('postalCodeLabels', () => {
    it('says State / Zip Code for the US and Province / Postal Code otherwise', () => {
      expect(postalCodeLabels('US')).toEqual({ region: 'State', postalCode: 'Zip Code' });
      expect(postalCodeLabels('us')).toEqual({ region: 'State', postalCode: 'Zip Code' });
      expect(postalCodeLabels('CA')).toEqual({ region: 'Province', postalCode: 'Postal Code' });
      expect(postalCodeLabels('FR')).toEqual({ region: 'Province', postalCode: 'Postal Code' });
      expect(postalCodeLabels(undefined)).toEqual({ region: 'Province', postalCode: 'Postal Code' });
    });
  });

  describe('postalCodeFormatError', () => {
    it('names a zip code for the US and a postal code otherwise', () => {
      expect(postalCodeFormatError(' us ')).toBe('zipCodeInvalid');
      expect(postalCodeFormatError('CA')).toBe('postalCodeInvalid');
      expect(postalCodeFormatError('FR')).toBe('postalCodeInvalid');
      expect(postalCodeFormatError(null)).toBe('postalCodeInvalid');
    });
  });
});
