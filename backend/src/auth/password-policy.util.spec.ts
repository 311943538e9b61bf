import { COMMON_PASSWORD_COUNT, commonPasswordList, isCommonPassword } from './common-passwords';
import { newPasswordProblem } from './password-policy.util';

describe('newPasswordProblem (the key of the refusal)', () => {
  it('asks for 8 to 128 characters, for registration and reset alike, without composition rules', () => {
    expect(newPasswordProblem('')).toBe('passwordRequired');
    expect(newPasswordProblem('abcdefg')).toBe('passwordTooShort');
    expect(newPasswordProblem('abcde')).toBe('passwordTooShort');
    expect(newPasswordProblem('        ')).toBeNull();
    expect(newPasswordProblem('lowercase only')).toBeNull();
    expect(newPasswordProblem('é'.repeat(128))).toBeNull();
    expect(newPasswordProblem('x'.repeat(129))).toBe('passwordTooLong');
  });

  it('refuses the 10,000 most common passwords, whatever their case', () => {
    expect(newPasswordProblem('Password1')).toBe('commonPassword');
    expect(newPasswordProblem('12345678')).toBe('commonPassword');
    expect(newPasswordProblem('QWERTYUIOP')).toBe('commonPassword');
    expect(newPasswordProblem('iloveyou2')).toBe('commonPassword');
    expect(newPasswordProblem('maple syrup passphrase 9')).toBeNull();
  });

  it('uses exactly the 10,000 first entries of the ranked list', () => {
    const list = commonPasswordList();
    // A few entries are the same once lower-cased.
    expect(list.length).toBeGreaterThan(9_900);
    expect(list.length).toBeLessThanOrEqual(COMMON_PASSWORD_COUNT);
    expect(list.slice(0, 3)).toEqual(['123456', 'password', '12345678']);
    expect(list.every((p) => p === p.toLowerCase())).toBe(true);
    // Rank 10,000 is in, rank 10,001 is not (the next entry of the ranked list).
    expect(isCommonPassword(list[list.length - 1])).toBe(true);
  });
});
