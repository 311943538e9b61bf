import { hkdfSync } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import { AppConfig } from '../../config/app-config';
import { TOKEN_ALGORITHM } from '../token.service';

/** How long the person has to type the code after the password step. */
export const CHALLENGE_TTL_SECONDS = 5 * 60;
const PURPOSE = 'second-factor';

/** What a valid challenge proves: who gave the right password, and when (ms, to compare with tokensValidAfter). */
export interface VerifiedChallenge {
  userId: number;
  issuedAtMs: number;
}

/**
 * The short-lived proof that the password step succeeded, handed back with the code. An HS256 JWT like the session
 * tokens but under a key derived from the server secret with its own label, so a challenge is never accepted as a
 * session token (nor a session token as a challenge), and with `purpose` "second-factor".
 */
@Injectable()
export class SecondFactorChallenges {
  private readonly secret: string;

  constructor(
    private readonly jwt: JwtService,
    config: AppConfig,
  ) {
    this.secret = Buffer.from(hkdfSync('sha256', config.jwtSecret, Buffer.alloc(0), 'pagetranslate second-factor challenge', 32)).toString(
      'hex',
    );
  }

  issue(userId: number, nowMs = Date.now()): string {
    const iat = nowMs / 1000;
    return this.jwt.sign(
      { sub: String(userId), purpose: PURPOSE, iat, exp: Math.floor(iat) + CHALLENGE_TTL_SECONDS },
      { algorithm: TOKEN_ALGORITHM, secret: this.secret },
    );
  }

  /** The challenge's claims, or null for anything expired, tampered, of another purpose or malformed. */
  verify(challenge: string): VerifiedChallenge | null {
    try {
      const payload = this.jwt.verify<{ sub?: unknown; purpose?: unknown; iat?: unknown }>(challenge, {
        algorithms: [TOKEN_ALGORITHM],
        secret: this.secret,
      });
      if (payload.purpose !== PURPOSE || typeof payload.iat !== 'number') return null;
      const userId = typeof payload.sub === 'string' && /^\d{1,15}$/.test(payload.sub) ? Number(payload.sub) : NaN;
      if (!Number.isSafeInteger(userId) || userId <= 0) return null;
      return { userId, issuedAtMs: Math.round(payload.iat * 1000) };
    } catch {
      return null;
    }
  }
}
