import { Injectable, UnauthorizedException } from '@nestjs/common';
import { CREDENTIALS_ERROR_DETAIL } from '@pt/libs/messages';
import { SessionDto } from '../users/dto/user.dto';
import { User } from '../users/entities/user.entity';
import { toUserView } from '../users/user-view';
import { UserRepository } from '../users/user.repository';
import { AccountRepository } from './account.repository';
import { TokenService, VerifiedToken } from './token.service';

/** Never translated: the client logs out on this exact English detail (spec 8; libs CREDENTIALS_ERROR_DETAIL). */
export const credentialsError = () => new UnauthorizedException({ detail: CREDENTIALS_ERROR_DETAIL });

/** Reads the bearer token of a request; the scheme is case-insensitive, as RFC 7235 says. */
export function bearerToken(authorization: string | undefined): string | undefined {
  const match = /^Bearer[ ]+([A-Za-z0-9._~+/=-]+)\s*$/i.exec(authorization ?? '');
  return match?.[1];
}

@Injectable()
export class SessionService {
  constructor(
    private readonly tokens: TokenService,
    private readonly users: UserRepository,
    private readonly accounts: AccountRepository,
  ) {}

  /** The signed-in user (with what the user JSON shows), or 401 with the credentials detail. */
  async authenticate(token: string | undefined): Promise<User> {
    const verified = token ? this.tokens.verify(token) : null;
    if (!verified) throw credentialsError();
    return this.userOf(verified);
  }

  /**
   * The user of verified session claims (the signature and expiry already checked), or 401 with the credentials
   * detail when the user is gone or the token was issued before `tokensValidAfter` (logout, password reset). One
   * query per request, on the user's row (and role): `tokensValidAfter` is read every time, so a revocation counts
   * at once; relations are loaded by the handlers that show them (populateView).
   */
  async userOf(claims: VerifiedToken): Promise<User> {
    const user = await this.users.findCaller(claims.userId);
    if (!user) throw credentialsError();
    if (user.tokensValidAfter && claims.issuedAtMs < user.tokensValidAfter.getTime()) throw credentialsError();
    return user;
  }

  /** A new session: the user JSON and a token whose session begins now (every sign-in). */
  sessionOf(user: User): SessionDto {
    return { user: toUserView(user), token: this.tokens.issue(user.id) };
  }

  /**
   * The same session, refreshed (auth check, user fetch): a token valid JWT_TTL_SECONDS more, but carrying the
   * session's sign-in time, so it never outlives SESSION_MAX_AGE_SECONDS from the sign-in. `user` is the caller
   * (findCaller): what the user JSON shows beyond its row is read here (viewOf).
   */
  async refreshedSession(user: User, session: Pick<VerifiedToken, 'authTimeMs'>): Promise<SessionDto> {
    return { user: toUserView(await this.users.viewOf(user)), token: this.tokens.issue(user.id, { authTimeMs: session.authTimeMs }) };
  }

  /** Ends every session of the user: tokens issued before now are refused from now on. */
  async endAllSessions(userId: number, at = new Date()): Promise<void> {
    await this.accounts.endAllSessions(userId, at);
  }
}
