import { ExecutionContext, HttpException, Injectable, Logger, UnauthorizedException } from '@nestjs/common';
import { AuthGuard } from '@nestjs/passport';
import type { Request } from 'express';
import { localizedDetail } from '../../common/localized-detail';
import { AppConfig } from '../../config/app-config';
import { GoogleSignInDto } from '../dto/auth.dto';
import { validateBody } from '../local-auth.guard';
import { GoogleOAuthClient } from './google-oauth.client';
import { OAUTH_CALLBACK_PATH } from './google-redirect-uri.util';
import { GOOGLE_SIGN_IN_TEXTS, googleSignInError, GoogleSignInError } from './google-sign-in.error';

/** Where GoogleAuthGuard puts the identity (read with @GoogleIdentityOf()). */
export const GOOGLE_IDENTITY_PROPERTY = 'googleIdentity';

/**
 * Runs GoogleStrategy's callback on POST /auth/google {code, state, redirectUri?}: the body validated first (guards
 * run before pipes), the redirect URI checked, then the state and PKCE verifier of this browser's cookie, the code
 * exchange and the ID token (nonce included). Every refusal is 401 with a clear detail in the caller's language.
 */
@Injectable()
export class GoogleAuthGuard extends AuthGuard('google') {
  private readonly logger = new Logger(GoogleAuthGuard.name);

  constructor(
    private readonly client: GoogleOAuthClient,
    private readonly config: AppConfig,
  ) {
    super();
  }

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const req = context.switchToHttp().getRequest<Request>();
    await validateBody(req, GoogleSignInDto);
    try {
      this.client.checkRedirectUri(this.redirectUri(req), typeof req.headers.origin === 'string' ? req.headers.origin : undefined);
    } catch (err) {
      throw this.refusal(err);
    }
    return super.canActivate(context) as Promise<boolean>;
  }

  getAuthenticateOptions(context: ExecutionContext): Record<string, unknown> {
    const req = context.switchToHttp().getRequest<Request>();
    return { session: false, property: GOOGLE_IDENTITY_PROPERTY, callbackURL: this.redirectUri(req) };
  }

  handleRequest<TUser>(err: unknown, identity: TUser | false, info: unknown): TUser {
    if (err) throw this.refusal(err);
    if (!identity) {
      this.logger.warn({ info }, 'Google sign-in: state missing or not this browser’s');
      throw new UnauthorizedException(localizedDetail('googleStateMismatch'));
    }
    return identity;
  }

  private redirectUri(req: Request): string {
    const body = req.body as Partial<GoogleSignInDto>;
    return body.redirectUri ?? `${this.config.publicUrl}${OAUTH_CALLBACK_PATH}`;
  }

  /** A sign-in failure as the 401 the user reads; our own HTTP errors as they are. */
  private refusal(err: unknown): HttpException {
    if (err instanceof HttpException) return err;
    // passport-oauth2 wraps a failed code exchange in an InternalOAuthError whose oauthError is ours.
    const cause = err instanceof Error && 'oauthError' in err ? err.oauthError : err;
    const failure = cause instanceof GoogleSignInError ? cause : googleSignInError('provider_error', err);
    if (!(cause instanceof GoogleSignInError)) this.logger.warn({ err: String(err) }, 'Google sign-in failed');
    return new UnauthorizedException(localizedDetail(GOOGLE_SIGN_IN_TEXTS[failure.reason]));
  }
}
