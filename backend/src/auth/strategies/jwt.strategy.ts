import { Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import { Strategy } from 'passport-jwt';
import type { User } from '../../users/entities/user.entity';
import type { AuthenticatedRequest } from '../auth-metadata';
import { bearerToken, credentialsError, SessionService } from '../session.service';
import { TOKEN_ALGORITHM, TokenService } from '../token.service';

/**
 * Bearer tokens (passport-jwt): HS256 only, signature and `exp` checked by the strategy; then the session rules
 * (claims well formed, absolute lifetime from `auth_time`, user still there, not revoked by `tokensValidAfter`).
 * The verified claims are kept on the request (`authSession`) so a refresh keeps the session's sign-in time.
 */
@Injectable()
export class JwtStrategy extends PassportStrategy(Strategy, 'jwt') {
  constructor(
    private readonly tokens: TokenService,
    private readonly sessions: SessionService,
  ) {
    super({
      jwtFromRequest: (req: AuthenticatedRequest) => bearerToken(req.headers.authorization) ?? null,
      secretOrKey: tokens.key as unknown as string, // a key object (see TokenService.key); passport-jwt hands it to jsonwebtoken
      algorithms: [TOKEN_ALGORITHM],
      passReqToCallback: true,
    });
  }

  async validate(req: AuthenticatedRequest, payload: unknown): Promise<User> {
    const claims = this.tokens.claimsOf(payload);
    if (!claims) throw credentialsError();
    const user = await this.sessions.userOf(claims);
    req.authSession = claims;
    return user;
  }
}
