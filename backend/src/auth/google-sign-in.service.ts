import { ConflictException, Injectable, Logger, UnauthorizedException } from '@nestjs/common';
import type { Request, Response } from 'express';
import { BackgroundTasks } from '../common/background-tasks';
import { localizedDetail } from '../common/localized-detail';
import { AppConfig } from '../config/app-config';
import { MailService } from '../mail/mail.service';
import { SessionDto } from '../users/dto/user.dto';
import { User } from '../users/entities/user.entity';
import { AppLanguage, DEFAULT_LANGUAGE } from '../common/language';
import { normalizeEmail } from '../users/user.repository';
import { googleLinkedMail } from './account-notice-mail.util';
import { AccountRepository } from './account.repository';
import { EnterpriseAccountsService } from './enterprise-accounts.service';
import { GoogleIdentity, GoogleOAuthClient } from './google/google-oauth.client';
import { OAUTH_CALLBACK_PATH } from './google/google-redirect-uri.util';
import { GOOGLE_SIGN_IN_TEXTS, GoogleSignInError } from './google/google-sign-in.error';
import { GoogleSignInCookies, PENDING_LINK_COOKIE, PendingLink } from './google/google-sign-in.cookies';
import { GoogleStrategy } from './google/google.strategy';
import { ChallengeAnswer, SecondFactorService } from './second-factor/second-factor.service';
import { SessionService } from './session.service';

/** What a Google identity leads to: a user to sign in, or an existing account that needs its password first. */
export type GoogleSignInOutcome = { userId: number } | { link: PendingLink };

/**
 * Google sign-in of public customers. Users are identified by Google's subject, never by e-mail alone. A Google
 * identity whose verified e-mail belongs to an existing account without a Google subject is linked only after that
 * account's password is given (POST /auth/google/link), never for account managers and internal admins, never from
 * the development provider; otherwise a public customer is created in the public organisation.
 */
@Injectable()
export class GoogleSignInService {
  private readonly logger = new Logger(GoogleSignInService.name);

  constructor(
    private readonly google: GoogleOAuthClient,
    private readonly strategy: GoogleStrategy,
    private readonly cookies: GoogleSignInCookies,
    private readonly accountRows: AccountRepository,
    private readonly config: AppConfig,
    private readonly sessions: SessionService,
    private readonly accounts: EnterpriseAccountsService,
    private readonly mail: MailService,
    private readonly background: BackgroundTasks,
    private readonly secondFactor: SecondFactorService,
  ) {}

  /**
   * Starts a sign-in: the provider's authorization URL for this browser (state, nonce and PKCE challenge, their
   * secrets kept in its cookie). `redirectUri` defaults to PUBLIC_URL/oauth2callback; `requestOrigin` (the Origin
   * header) lets a development frontend on another port use its own callback.
   */
  async start(req: Request, params: { redirectUri?: string; requestOrigin?: string }): Promise<{ authorizationUrl: string }> {
    const redirectUri = params.redirectUri ?? `${this.config.publicUrl}${OAUTH_CALLBACK_PATH}`;
    try {
      this.google.checkRedirectUri(redirectUri, params.requestOrigin);
      return { authorizationUrl: await this.strategy.authorizationUrl(req, redirectUri) };
    } catch (err) {
      if (err instanceof GoogleSignInError) throw new UnauthorizedException(localizedDetail(GOOGLE_SIGN_IN_TEXTS[err.reason]));
      throw err;
    }
  }

  /**
   * Signs in the identity GoogleStrategy verified. An existing account to link answers 409 {detail, linkRequired,
   * email} and keeps the identity in this browser's cookie for POST /auth/google/link.
   * `language`: the caller's language (Accept-Language), given to a customer signing in for the first time.
   */
  async signIn(identity: GoogleIdentity, res: Response, language: AppLanguage = DEFAULT_LANGUAGE): Promise<SessionDto | ChallengeAnswer> {
    const outcome = await this.findOrCreateUser(identity, language);
    if ('link' in outcome) {
      this.cookies.setPendingLink(res, outcome.link);
      throw new ConflictException(
        localizedDetail('googleLinkPasswordRequired', undefined, { linkRequired: true, email: outcome.link.email }),
      );
    }
    // An account with two-step sign-in (a manager or admin signing in with Google) answers its code step too.
    return this.secondFactor.sessionOrChallenge(await this.accountRows.getForView(outcome.userId));
  }

  /**
   * Links the Google identity waiting in this browser's cookie to its account, with that account's password (the
   * lockout and equal timing of password sign-in apply), tells the user by e-mail and signs in.
   */
  async linkWithPassword(req: Request, res: Response, password: string, now = new Date()): Promise<SessionDto> {
    const pending = this.cookies.pendingLink(req);
    if (!pending) throw new UnauthorizedException(localizedDetail('googleLinkExpired'));
    const user = await this.accounts.checkPassword({ email: pending.email, password });
    if (user.id !== pending.userId) throw new UnauthorizedException(localizedDetail('googleLinkExpired'));
    if (this.isPrivileged(user)) throw new UnauthorizedException(localizedDetail('googleLinkNotAllowed'));
    // Refused when the account got a Google subject meanwhile, or the Google account signed in and got an account of its own.
    if (!(await this.accountRows.linkGoogleSubject(user.id, pending.subject, now)))
      throw new UnauthorizedException(localizedDetail('googleEmailTaken'));
    this.cookies.clear(res, PENDING_LINK_COOKIE);
    this.logger.log({ userId: user.id }, 'Google account linked to an existing user after its password was given');
    this.background.run('google-linked-mail', async () => {
      const result = await this.mail.send({
        to: user.email,
        ...googleLinkedMail({ publicUrl: this.config.publicUrl, language: user.language, at: now, googleEmail: pending.email }),
      });
      if (!result.delivered) this.logger.warn({ userId: user.id }, 'Google-linked e-mail not delivered');
    });
    return this.sessionOf(user.id);
  }

  /** The user of an identity, a new public customer, or the account to link once its password is given. */
  async findOrCreateUser(identity: GoogleIdentity, language: AppLanguage): Promise<GoogleSignInOutcome> {
    const known = await this.accountRows.findByGoogleSubject(identity.subject);
    if (known) return { userId: known.id };
    if (!identity.emailVerified) throw new UnauthorizedException(localizedDetail('googleEmailNotVerified'));
    const email = normalizeEmail(identity.email);
    const sameEmail = await this.accountRows.findByEmailWithRole(email);
    if (sameEmail) {
      // The development provider signs in any e-mail: its identities never open an account that has a password.
      if (identity.provider === 'dev-oidc' && sameEmail.passwordHash)
        throw new UnauthorizedException(localizedDetail('devSignInCannotLink'));
      if (sameEmail.googleSubject !== null) throw new UnauthorizedException(localizedDetail('googleEmailTaken'));
      // Managers and internal admins sign in with their password (and second factor) only.
      if (this.isPrivileged(sameEmail)) throw new UnauthorizedException(localizedDetail('googleLinkNotAllowed'));
      // Without a password there is nothing to confirm the link with.
      if (!sameEmail.passwordHash) throw new UnauthorizedException(localizedDetail('googleEmailTaken'));
      return { link: { userId: sameEmail.id, subject: identity.subject, email } };
    }
    const created = await this.accountRows.createPublicCustomer({ email, googleSubject: identity.subject, language });
    if (created) return { userId: created.id };
    // Two first sign-ins at once: the other one created the user.
    const winner = await this.accountRows.findByGoogleSubject(identity.subject);
    if (!winner) throw new UnauthorizedException(localizedDetail('googleEmailTaken'));
    return { userId: winner.id };
  }

  /** Account managers and internal admins: never linked to Google. */
  private isPrivileged(user: Pick<User, 'email' | 'accountManager'>): boolean {
    return !!user.accountManager || this.config.INTERNAL_ADMIN_EMAILS.includes(user.email.toLowerCase());
  }

  private async sessionOf(userId: number): Promise<SessionDto> {
    return this.sessions.sessionOf(await this.accountRows.getForView(userId));
  }
}
