import { describe, expect, it } from 'vitest';
import {
  cardBrand,
  formatCardNumber,
  formatCvc,
  formatExpiry,
  isErrorVisible,
  parseExpiry,
  passesLuhn,
  validateCardForm,
  validateCardNumber,
  validateCvc,
  validateExpiry,
} from './card';

const NOW = new Date(2026, 4, 15); // 15 May 2026, local time

describe('card number', () => {
  it.each(['4242424242424242', '4000000000000002', '4000000000009995', '378282246310005', '30569309025904', '5555555555554444'])(
    'test card %s passes Luhn',
    (number) => expect(passesLuhn(number)).toBe(true),
  );

  it.each(['4242424242424241', '1234567812345678', '', '0000000000000001'])('%s fails Luhn', (number) => {
    expect(passesLuhn(number)).toBe(false);
  });

  it('ignores spaces and other separators', () => {
    expect(passesLuhn('4242 4242-4242 4242')).toBe(true);
  });

  it('knows the brands whose lengths differ', () => {
    expect(cardBrand('3782')).toBe('amex');
    expect(cardBrand('3056')).toBe('diners');
    expect(cardBrand('4242')).toBe('other');
  });

  it('groups digits by four, Amex as 4-6-5, and drops what does not fit', () => {
    expect(formatCardNumber('4242424242424242')).toBe('4242 4242 4242 4242');
    expect(formatCardNumber('42424')).toBe('4242 4');
    expect(formatCardNumber('4242 4242 4242 4242 99')).toBe('4242 4242 4242 4242');
    expect(formatCardNumber('378282246310005')).toBe('3782 822463 10005');
    expect(formatCardNumber('ab4c2')).toBe('42');
    expect(formatCardNumber('')).toBe('');
  });

  it('is incomplete until the brand length, then must pass Luhn', () => {
    expect(validateCardNumber('4242 4242 4242 424')).toBe('numberIncomplete');
    expect(validateCardNumber('4242 4242 4242 4242')).toBeNull();
    expect(validateCardNumber('4242 4242 4242 4241')).toBe('numberInvalid');
    expect(validateCardNumber('378282246310005')).toBeNull();
    expect(validateCardNumber('')).toBe('numberIncomplete');
  });
});

describe('expiry', () => {
  it('inserts the slash once the year starts', () => {
    expect(formatExpiry('1')).toBe('1');
    expect(formatExpiry('12')).toBe('12');
    expect(formatExpiry('123')).toBe('12/3');
    expect(formatExpiry('12/34')).toBe('12/34');
    expect(formatExpiry('12/345')).toBe('12/34');
  });

  it('parses MM/YY into a four-digit year', () => {
    expect(parseExpiry('07/30')).toEqual({ month: 7, year: 2030 });
    expect(parseExpiry('07/3')).toBeNull();
  });

  it('the current month is still valid, the previous one is past', () => {
    expect(validateExpiry('05/26', NOW)).toBeNull();
    expect(validateExpiry('04/26', NOW)).toBe('expiryPast');
    expect(validateExpiry('12/25', NOW)).toBe('expiryPast');
    expect(validateExpiry('01/27', NOW)).toBeNull();
  });

  it('rejects impossible months, incomplete dates and years too far ahead', () => {
    expect(validateExpiry('13/30', NOW)).toBe('expiryMonthInvalid');
    expect(validateExpiry('00/30', NOW)).toBe('expiryMonthInvalid');
    expect(validateExpiry('1/3', NOW)).toBe('expiryIncomplete');
    expect(validateExpiry('', NOW)).toBe('expiryIncomplete');
    expect(validateExpiry('12/76', NOW)).toBeNull();
    expect(validateExpiry('12/77', NOW)).toBe('expiryYearInvalid');
  });
});

describe('CVC', () => {
  it('three digits, four for Amex', () => {
    expect(validateCvc('12', '4242424242424242')).toBe('cvcIncomplete');
    expect(validateCvc('123', '4242424242424242')).toBeNull();
    expect(validateCvc('123', '378282246310005')).toBe('cvcIncomplete');
    expect(validateCvc('1234', '378282246310005')).toBeNull();
  });

  it('keeps only as many digits as the brand uses', () => {
    expect(formatCvc('12a34', '4242')).toBe('123');
    expect(formatCvc('12345', '3782')).toBe('1234');
  });
});

describe('validateCardForm', () => {
  const valid = { number: '4242 4242 4242 4242', expiry: '12/30', cvc: '123', name: 'Ada Lovelace' };

  it('no errors when every field is complete and valid', () => {
    expect(validateCardForm(valid, NOW)).toEqual({});
  });

  it('one error per wrong field, and a blank name is missing', () => {
    expect(validateCardForm({ number: '4242', expiry: '01/20', cvc: '', name: '   ' }, NOW)).toEqual({
      number: 'numberIncomplete',
      expiry: 'expiryPast',
      cvc: 'cvcIncomplete',
      name: 'nameRequired',
    });
  });
});

describe('isErrorVisible', () => {
  const values = { number: '4242 4242', expiry: '12/2', cvc: '1', name: '' };

  it('shows every error once the field was left', () => {
    for (const field of ['number', 'expiry', 'cvc', 'name'] as const) expect(isErrorVisible(field, values, true)).toBe(true);
  });

  it('while typing, only a full-length number or a full expiry', () => {
    expect(isErrorVisible('number', values, false)).toBe(false);
    expect(isErrorVisible('number', { ...values, number: '4242 4242 4242 4241' }, false)).toBe(true);
    expect(isErrorVisible('expiry', values, false)).toBe(false);
    expect(isErrorVisible('expiry', { ...values, expiry: '01/20' }, false)).toBe(true);
    expect(isErrorVisible('cvc', values, false)).toBe(false);
  });
});
