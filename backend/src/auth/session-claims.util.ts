/** What a valid sign-in token proves: who, when it was issued, and when its session began (all in ms). */
export interface SessionClaims {
  userId: number;
  /** `iat`, with its milliseconds: compared with User.tokensValidAfter. */
  issuedAtMs: number;
  /** `auth_time`: the sign-in that began the session. Refreshed tokens carry it unchanged. */
  authTimeMs: number;
}

export interface SessionLimits {
  nowMs: number;
  /** SESSION_MAX_AGE_SECONDS: no token is valid this long after the sign-in, however often it was refreshed. */
  maxAgeSeconds: number;
}

/**
 * The session claims of a token payload whose signature, algorithm and `exp` were already checked, or null when
 * they are malformed or the session is older than its absolute lifetime. A token without `auth_time` (issued before
 * it existed) counts as signed in at its `iat`.
 */
export function sessionClaims(payload: unknown, { nowMs, maxAgeSeconds }: SessionLimits): SessionClaims | null {
  if (!payload || typeof payload !== 'object') return null;
  const { sub, iat, exp, auth_time: authTime } = payload as Record<string, unknown>;
  const userId = typeof sub === 'string' && /^\d{1,15}$/.test(sub) ? Number(sub) : NaN;
  if (!Number.isSafeInteger(userId) || userId <= 0) return null;
  if (typeof iat !== 'number' || !Number.isFinite(iat) || typeof exp !== 'number') return null;
  if (authTime !== undefined && (typeof authTime !== 'number' || !Number.isFinite(authTime))) return null;
  const authTimeSeconds = authTime ?? Math.floor(iat);
  // A session cannot begin after its token was issued.
  if (authTimeSeconds > iat) return null;
  if (nowMs >= (authTimeSeconds + maxAgeSeconds) * 1000) return null;
  return { userId, issuedAtMs: Math.round(iat * 1000), authTimeMs: authTimeSeconds * 1000 };
}

/**
 * The `exp` (seconds) of a token issued at `nowMs` for a session begun at `authTimeMs`: the idle timeout
 * (`ttlSeconds` after this issue) but never past the session's absolute end.
 */
export function sessionExpiry({
  nowMs,
  authTimeMs,
  ttlSeconds,
  maxAgeSeconds,
}: {
  nowMs: number;
  authTimeMs: number;
  ttlSeconds: number;
  maxAgeSeconds: number;
}): number {
  return Math.min(Math.floor(nowMs / 1000) + ttlSeconds, Math.floor(authTimeMs / 1000) + maxAgeSeconds);
}
