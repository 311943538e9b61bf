import { COMMON_PASSWORDS } from './common-passwords';
import { COMMON_PASSWORD_DETAIL, newPasswordProblem } from './password-policy.util';

describe('newPasswordProblem', () => {
  it('registration: 8 to 128 characters, spaces count, no composition rules', () => {
    expect(newPasswordProblem({ password: '', purpose: 'register' })).toBe('Password is required');
    expect(newPasswordProblem({ password: 'abcdefg', purpose: 'register' })).toBe('Password must be at least 8 characters');
    expect(newPasswordProblem({ password: '        ', purpose: 'register' })).toBeNull();
    expect(newPasswordProblem({ password: 'lowercase only', purpose: 'register' })).toBeNull();
    expect(newPasswordProblem({ password: 'é'.repeat(128), purpose: 'register' })).toBeNull();
    expect(newPasswordProblem({ password: 'x'.repeat(129), purpose: 'register' })).toBe('Password must be at most 128 characters');
  });

  it('reset: at least 5 characters (spec 5)', () => {
    expect(newPasswordProblem({ password: 'abcd', purpose: 'reset' })).toBe('Password must be at least 5 characters');
    expect(newPasswordProblem({ password: 'abcde', purpose: 'reset' })).toBeNull();
  });

  it('refuses the most common passwords whatever their case', () => {
    expect(COMMON_PASSWORDS.length).toBeGreaterThanOrEqual(100);
    expect(newPasswordProblem({ password: 'Password1', purpose: 'register' })).toBe(COMMON_PASSWORD_DETAIL);
    expect(newPasswordProblem({ password: 'QWERTY', purpose: 'reset' })).toBe(COMMON_PASSWORD_DETAIL);
    expect(newPasswordProblem({ password: '12345678', purpose: 'register' })).toBe(COMMON_PASSWORD_DETAIL);
    expect(COMMON_PASSWORDS.every((p) => p === p.toLowerCase())).toBe(true);
  });
});
