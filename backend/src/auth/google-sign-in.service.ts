import { EntityManager, UniqueConstraintViolationException } from '@mikro-orm/core';
import { Injectable, Logger, UnauthorizedException } from '@nestjs/common';
import { localizedDetail } from '../common/localized-detail';
import { AppConfig } from '../config/app-config';
import { Organization } from '../organisations/entities/organization.entity';
import { SessionDto } from '../users/dto/user.dto';
import { User } from '../users/entities/user.entity';
import { AppLanguage, DEFAULT_LANGUAGE } from '../users/language';
import { normalizeEmail, USER_VIEW_POPULATE } from '../users/user.repository';
import { GoogleIdentity, GoogleOAuthClient } from './google/google-oauth.client';
import { GOOGLE_SIGN_IN_TEXTS, GoogleSignInError } from './google/google-sign-in.error';
import { OAUTH_CALLBACK_PATH } from './google/google-redirect-uri.util';
import { SessionService } from './session.service';

/**
 * Google sign-in of public customers. Users are identified by Google's subject, never by e-mail alone: an
 * existing account with the same e-mail and no Google subject is linked only when Google says the e-mail is
 * verified; otherwise a public customer is created in the public organisation.
 */
@Injectable()
export class GoogleSignInService {
  private readonly logger = new Logger(GoogleSignInService.name);

  constructor(
    private readonly google: GoogleOAuthClient,
    private readonly em: EntityManager,
    private readonly config: AppConfig,
    private readonly sessions: SessionService,
  ) {}

  /**
   * `requestOrigin`: the Origin header of the call, so a development frontend on another port is accepted.
   * `language`: the caller's language (Accept-Language), given to a customer signing in for the first time.
   */
  async signIn(params: { code: string; redirectUri?: string; requestOrigin?: string; language?: AppLanguage }): Promise<SessionDto> {
    let identity: GoogleIdentity;
    try {
      const redirectUri = params.redirectUri ?? `${this.config.publicUrl}${OAUTH_CALLBACK_PATH}`;
      identity = await this.google.exchangeCode(params.code, redirectUri, { requestOrigin: params.requestOrigin });
    } catch (err) {
      if (err instanceof GoogleSignInError) throw new UnauthorizedException(localizedDetail(GOOGLE_SIGN_IN_TEXTS[err.reason]));
      throw err;
    }
    const userId = await this.findOrCreateUser(identity, params.language ?? DEFAULT_LANGUAGE);
    const user = await this.em.fork().findOneOrFail(User, { id: userId }, { populate: USER_VIEW_POPULATE });
    return this.sessions.sessionOf(user);
  }

  private async findOrCreateUser(identity: GoogleIdentity, language: AppLanguage): Promise<number> {
    const em = this.em.fork();
    const known = await em.findOne(User, { googleSubject: identity.subject });
    if (known) return known.id;
    if (!identity.emailVerified) throw new UnauthorizedException(localizedDetail('googleEmailNotVerified'));
    const email = normalizeEmail(identity.email);
    const sameEmail = await em.findOne(User, { email });
    if (sameEmail) {
      if (sameEmail.googleSubject !== null) throw new UnauthorizedException(localizedDetail('googleEmailTaken'));
      const linked = await em.nativeUpdate(User, { id: sameEmail.id, googleSubject: null }, { googleSubject: identity.subject });
      if (linked !== 1) throw new UnauthorizedException(localizedDetail('googleEmailTaken'));
      this.logger.log({ userId: sameEmail.id }, 'Google account linked to an existing user with the same verified e-mail');
      return sameEmail.id;
    }
    const publicOrganization = await em.findOneOrFail(Organization, { isPublic: true });
    try {
      const user = em.create(User, { email, googleSubject: identity.subject, organization: publicOrganization, language });
      await em.flush();
      return user.id;
    } catch (err) {
      // Two first sign-ins at once: the other one created the user.
      if (!(err instanceof UniqueConstraintViolationException)) throw err;
      const winner = await this.em.fork().findOne(User, { googleSubject: identity.subject });
      if (!winner) throw new UnauthorizedException(localizedDetail('googleEmailTaken'));
      return winner.id;
    }
  }
}
