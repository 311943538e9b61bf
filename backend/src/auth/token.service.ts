import { createSecretKey, KeyObject } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import { AppConfig } from '../config/app-config';
import { SessionClaims, sessionClaims, sessionExpiry } from './session-claims.util';

/** What a valid token proves: who, when it was issued and when its session began (ms). */
export type VerifiedToken = SessionClaims;

/** The only algorithm signed and accepted; `none` and every other algorithm are refused on verify. */
export const TOKEN_ALGORITHM = 'HS256';

/**
 * Sign-in tokens: HS256 JWTs with subject = user id, `iat`, `auth_time` (the sign-in that began the session) and
 * `exp`: JWT_TTL_SECONDS after this issue (the idle timeout: a session not refreshed for that long ends), never past
 * `auth_time` + SESSION_MAX_AGE_SECONDS (the absolute lifetime: refreshing cannot extend it).
 * `iat` keeps milliseconds (a non-integer NumericDate, allowed by RFC 7519) so a logout or password reset ends
 * the tokens issued before it and not a sign-in that follows within the same second.
 */
@Injectable()
export class TokenService {
  private secretKey?: KeyObject;

  constructor(
    private readonly jwt: JwtService,
    private readonly config: AppConfig,
  ) {}

  /**
   * JWT_SECRET as a key object, made once: given the string, jsonwebtoken would try it as a PEM key (a thrown error)
   * and then convert it, on every sign and verify.
   */
  get key(): KeyObject {
    this.secretKey ??= createSecretKey(Buffer.from(this.config.jwtSecret));
    return this.secretKey;
  }

  /** A token for `userId`; `authTimeMs` is the session's sign-in (default: now, a new session). */
  issue(userId: number, { nowMs = Date.now(), authTimeMs = nowMs }: { nowMs?: number; authTimeMs?: number } = {}): string {
    const exp = sessionExpiry({
      nowMs,
      authTimeMs,
      ttlSeconds: this.config.JWT_TTL_SECONDS,
      maxAgeSeconds: this.config.SESSION_MAX_AGE_SECONDS,
    });
    return this.jwt.sign(
      { sub: String(userId), iat: nowMs / 1000, auth_time: Math.floor(authTimeMs / 1000), exp },
      { algorithm: TOKEN_ALGORITHM, secret: this.key as unknown as string },
    );
  }

  /** The token's claims, or null for anything malformed, tampered, unsigned, expired, incomplete or too old. */
  verify(token: string, nowMs = Date.now()): VerifiedToken | null {
    try {
      const payload = this.jwt.verify<Record<string, unknown>>(token, {
        algorithms: [TOKEN_ALGORITHM],
        secret: this.key as unknown as string,
        clockTimestamp: Math.floor(nowMs / 1000),
      });
      return this.claimsOf(payload, nowMs);
    } catch {
      return null;
    }
  }

  /** The session claims of an already verified payload (see sessionClaims). */
  claimsOf(payload: unknown, nowMs = Date.now()): VerifiedToken | null {
    return sessionClaims(payload, { nowMs, maxAgeSeconds: this.config.SESSION_MAX_AGE_SECONDS });
  }
}
