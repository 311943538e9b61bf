import { Injectable } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import { AppConfig } from '../config/app-config';

/** What a valid token proves: who, and when it was issued (ms, to compare with User.tokensValidAfter). */
export interface VerifiedToken {
  userId: number;
  issuedAtMs: number;
}

/** The only algorithm signed and accepted; `none` and every other algorithm are refused on verify. */
export const TOKEN_ALGORITHM = 'HS256';

/**
 * Sign-in tokens: HS256 JWTs with subject = user id, `iat` and `exp` (lifetime JWT_TTL_SECONDS).
 * `iat` keeps milliseconds (a non-integer NumericDate, allowed by RFC 7519) so a logout or password reset ends
 * the tokens issued before it and not a sign-in that follows within the same second.
 */
@Injectable()
export class TokenService {
  constructor(
    private readonly jwt: JwtService,
    private readonly config: AppConfig,
  ) {}

  issue(userId: number, nowMs = Date.now()): string {
    const iat = nowMs / 1000;
    return this.jwt.sign(
      { sub: String(userId), iat, exp: Math.floor(iat) + this.config.JWT_TTL_SECONDS },
      { algorithm: TOKEN_ALGORITHM, secret: this.config.jwtSecret },
    );
  }

  /** The token's claims, or null for anything malformed, tampered, unsigned, expired or incomplete. */
  verify(token: string): VerifiedToken | null {
    try {
      const payload = this.jwt.verify<{ sub?: unknown; iat?: unknown; exp?: unknown }>(token, {
        algorithms: [TOKEN_ALGORITHM],
        secret: this.config.jwtSecret,
      });
      const userId = typeof payload.sub === 'string' && /^\d{1,15}$/.test(payload.sub) ? Number(payload.sub) : NaN;
      if (!Number.isSafeInteger(userId) || userId <= 0) return null;
      if (typeof payload.iat !== 'number' || typeof payload.exp !== 'number') return null;
      return { userId, issuedAtMs: Math.round(payload.iat * 1000) };
    } catch {
      return null;
    }
  }
}
