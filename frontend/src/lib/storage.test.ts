import { describe, expect, it } from 'vitest';
import { clearSession, getStoredUser, getToken, getTokenAge, setStoredUser, setToken, STORAGE_KEYS } from './storage';

describe('storage', () => {
  it('uses the spec keys', () => {
    expect(STORAGE_KEYS).toEqual({ token: 'login_token', user: 'user_key', tokenAge: 'token_age' });
  });

  it('stores the token with the time it was saved', () => {
    setToken('abc', 1_700_000_000_000);
    expect(localStorage.getItem('login_token')).toBe('abc');
    expect(localStorage.getItem('token_age')).toBe('1700000000000');
    expect(getToken()).toBe('abc');
    expect(getTokenAge()).toBe(1_700_000_000_000);
  });

  it('stores the user as JSON and survives garbage', () => {
    setStoredUser({ id: 1, email: 'a@b.c' });
    expect(JSON.parse(localStorage.getItem('user_key')!)).toEqual({ id: 1, email: 'a@b.c' });
    expect(getStoredUser<{ id: number }>()?.id).toBe(1);
    localStorage.setItem('user_key', '{not json');
    expect(getStoredUser()).toBeNull();
  });

  it('clearSession removes all three keys', () => {
    setToken('abc');
    setStoredUser({ id: 1 });
    clearSession();
    expect(getToken()).toBeNull();
    expect(getTokenAge()).toBeNull();
    expect(getStoredUser()).toBeNull();
  });
});
