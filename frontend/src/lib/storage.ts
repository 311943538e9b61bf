/** Browser storage keys (spec §3). The session lives in localStorage so it survives a reload. */
export const STORAGE_KEYS = {
  token: 'login_token',
  user: 'user_key',
  /** Time in ms (epoch) when the token was saved. */
  tokenAge: 'token_age',
} as const;

function storage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    // Access can throw when storage is disabled (privacy settings, sandboxed iframes).
    return undefined;
  }
}

export function getToken(): string | null {
  return storage()?.getItem(STORAGE_KEYS.token) || null;
}

/** Saves the token and records when it was saved. */
export function setToken(token: string, savedAt: number = Date.now()): void {
  storage()?.setItem(STORAGE_KEYS.token, token);
  storage()?.setItem(STORAGE_KEYS.tokenAge, String(savedAt));
}

/** When the token was saved (ms since epoch), or null if unknown. */
export function getTokenAge(): number | null {
  const raw = storage()?.getItem(STORAGE_KEYS.tokenAge);
  const value = raw ? Number(raw) : NaN;
  return Number.isFinite(value) ? value : null;
}

/** The stored user (JSON), or null when absent or unreadable. */
export function getStoredUser<TUser>(): TUser | null {
  const raw = storage()?.getItem(STORAGE_KEYS.user);
  if (!raw) return null;
  try {
    return JSON.parse(raw) as TUser;
  } catch {
    return null;
  }
}

export function setStoredUser(user: unknown): void {
  storage()?.setItem(STORAGE_KEYS.user, JSON.stringify(user));
}

/** Forgets the session: token, its timestamp and the user. */
export function clearSession(): void {
  for (const key of Object.values(STORAGE_KEYS)) storage()?.removeItem(key);
}
