import { COMMON_PASSWORDS } from './common-passwords';
import { newPasswordProblem } from './password-policy.util';

describe('newPasswordProblem (the key of the refusal)', () => {
  it('registration: 8 to 128 characters, spaces count, no composition rules', () => {
    expect(newPasswordProblem({ password: '', purpose: 'register' })).toBe('passwordRequired');
    expect(newPasswordProblem({ password: 'abcdefg', purpose: 'register' })).toBe('passwordTooShortRegister');
    expect(newPasswordProblem({ password: '        ', purpose: 'register' })).toBeNull();
    expect(newPasswordProblem({ password: 'lowercase only', purpose: 'register' })).toBeNull();
    expect(newPasswordProblem({ password: 'é'.repeat(128), purpose: 'register' })).toBeNull();
    expect(newPasswordProblem({ password: 'x'.repeat(129), purpose: 'register' })).toBe('passwordTooLong');
  });

  it('reset: at least 5 characters (spec 5)', () => {
    expect(newPasswordProblem({ password: 'abcd', purpose: 'reset' })).toBe('passwordTooShortReset');
    expect(newPasswordProblem({ password: 'abcde', purpose: 'reset' })).toBeNull();
  });

  it('refuses the most common passwords whatever their case', () => {
    expect(COMMON_PASSWORDS.length).toBeGreaterThanOrEqual(100);
    expect(newPasswordProblem({ password: 'Password1', purpose: 'register' })).toBe('commonPassword');
    expect(newPasswordProblem({ password: 'QWERTY', purpose: 'reset' })).toBe('commonPassword');
    expect(newPasswordProblem({ password: '12345678', purpose: 'register' })).toBe('commonPassword');
    expect(COMMON_PASSWORDS.every((p) => p === p.toLowerCase())).toBe(true);
  });
});
