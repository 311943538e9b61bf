import { Injectable, Logger } from '@nestjs/common';
import { createRemoteJWKSet, errors as joseErrors, JWTPayload, jwtVerify, JWTVerifyGetKey } from 'jose';
import { AppConfig } from '../../config/app-config';
import { googleSignInError } from './google-sign-in.error';
import { GoogleSignInSettings, resolveGoogleSignIn } from './google-sign-in.settings';
import { isAllowedRedirectUri } from './google-redirect-uri.util';

/** Who signed in: identify the user by `subject` (Google's stable `sub`), never by e-mail alone. */
export interface GoogleIdentity {
  subject: string;
  email: string;
  emailVerified: boolean;
  /** Which provider vouched for it: Google, or the product's development provider (any e-mail signs in there). */
  provider: GoogleSignInSettings['provider'];
}

export interface ExchangeCodeOptions {
  /** Origin header of the request carrying the code: outside production its /oauth2callback is accepted too. */
  requestOrigin?: string;
  /** When the authorization request carried a nonce, the ID token must carry the same. */
  nonce?: string;
  /** The PKCE verifier of the authorization request's code_challenge. */
  codeVerifier?: string;
}

/** What the token endpoint answered: the ID token, and the access token for userinfo. */
export interface GoogleTokens {
  idToken: string;
  accessToken?: string;
}

/** Every call to the provider gives up after this long. */
const HTTP_TIMEOUT_MS = 10_000;
/** Allowed clock difference with the provider when checking exp/iat. */
const CLOCK_TOLERANCE_SECONDS = 60;
const MAX_CODE_LENGTH = 2048;

interface TokenResponse {
  id_token?: unknown;
  access_token?: unknown;
  error?: unknown;
  error_description?: unknown;
}

/**
 * The OAuth 2.0 / OpenID Connect client for Google sign-in (authorization code flow, confidential client):
 * exchanges a code at the token endpoint, verifies the ID token (signature against the issuer's JWKS, RS256,
 * `iss`, `aud` = our client id, `exp`) and reads the e-mail from it, or from the userinfo endpoint when the ID token
 * has none. Without a Google client it talks to the development provider, by the same code path.
 */
@Injectable()
export class GoogleOAuthClient {
  private readonly logger = new Logger(GoogleOAuthClient.name);
  private readonly settings: GoogleSignInSettings | null;
  private jwks?: JWTVerifyGetKey;

  constructor(private readonly config: AppConfig) {
    this.settings = resolveGoogleSignIn(config);
  }

  /** What the browser needs to start sign-in; null when Google sign-in is unavailable. */
  authorizationEndpoint(): { clientId: string; authUrl: string } | null {
    return this.settings && { clientId: this.settings.clientId, authUrl: this.settings.authUrl };
  }

  /** The provider's client and endpoints (for GoogleStrategy); null when Google sign-in is unavailable. */
  providerSettings(): GoogleSignInSettings | null {
    return this.settings;
  }

  /** Whether Google sign-in (or the development provider) is configured. */
  get configured(): boolean {
    return this.settings !== null;
  }

  /**
   * The whole exchange of a code (the strategy runs the same steps: see GoogleStrategy): redirect URI checked,
   * code exchanged at the token endpoint (with the PKCE `code_verifier` when the authorization request sent a
   * challenge), ID token verified.
   */
  async exchangeCode(code: string, redirectUri: string, options: ExchangeCodeOptions = {}): Promise<GoogleIdentity> {
    if (typeof code !== 'string' || !code || code.length > MAX_CODE_LENGTH) {
      if (!this.settings) throw googleSignInError('not_configured');
      throw googleSignInError('invalid_code');
    }
    this.checkRedirectUri(redirectUri, options.requestOrigin);
    const tokens = await this.requestTokens(code, redirectUri, options.codeVerifier);
    return this.identityFromTokens(tokens, options.nonce);
  }

  /** Refuses (redirect_uri) a callback address that is not ours; not_configured without a provider. */
  checkRedirectUri(redirectUri: unknown, requestOrigin?: string): asserts redirectUri is string {
    if (!this.settings) throw googleSignInError('not_configured');
    const policy = { publicUrl: this.config.publicUrl, isProduction: this.config.isProduction, requestOrigin };
    if (typeof redirectUri !== 'string' || !isAllowedRedirectUri(redirectUri, policy)) {
      this.logger.warn({ redirectUri, requestOrigin }, 'Google sign-in: redirect URI refused');
      throw googleSignInError('redirect_uri');
    }
  }

  /** Who signed in, from the token response: the ID token verified (and its nonce, when one was sent), userinfo if needed. */
  async identityFromTokens(tokens: GoogleTokens, nonce?: string): Promise<GoogleIdentity> {
    const settings = this.settings;
    if (!settings) throw googleSignInError('not_configured');
    const claims = await this.verifyIdToken(settings, tokens.idToken, nonce);
    let email = claims.email;
    let emailVerified = claims.email_verified;
    if (typeof email !== 'string' || !email) {
      const info = await this.fetchUserInfo(settings, tokens.accessToken, claims.sub!);
      email = info.email;
      emailVerified = info.email_verified;
    }
    if (typeof email !== 'string' || !email.includes('@')) throw googleSignInError('no_email');
    return { subject: claims.sub!, email, emailVerified: emailVerified === true || emailVerified === 'true', provider: settings.provider };
  }

  /** The token endpoint's answer to a code (bounded time; refusals mapped to GoogleSignInError reasons). */
  async requestTokens(code: string, redirectUri: string, codeVerifier?: string): Promise<GoogleTokens> {
    const s = this.settings;
    if (!s) throw googleSignInError('not_configured');
    if (typeof code !== 'string' || !code || code.length > MAX_CODE_LENGTH) throw googleSignInError('invalid_code');
    const body = new URLSearchParams({
      grant_type: 'authorization_code',
      code,
      client_id: s.clientId,
      client_secret: s.clientSecret,
      redirect_uri: redirectUri,
    });
    if (codeVerifier) body.set('code_verifier', codeVerifier);
    const res = await this.send(s.tokenUrl, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Accept: 'application/json' },
      body,
    });
    const json = (await res.json().catch(() => ({}))) as TokenResponse;
    if (!res.ok) {
      this.logger.warn(
        { status: res.status, error: json.error, description: json.error_description },
        'Google sign-in: token endpoint refused the code',
      );
      if (res.status >= 500) throw googleSignInError('unavailable');
      if (json.error === 'invalid_grant') throw googleSignInError('invalid_code');
      if (json.error === 'invalid_client' || json.error === 'unauthorized_client') throw googleSignInError('client_rejected');
      throw googleSignInError('provider_error');
    }
    if (typeof json.id_token !== 'string') {
      this.logger.warn('Google sign-in: the token response has no id_token (was scope "openid" requested?)');
      throw googleSignInError('provider_error');
    }
    return { idToken: json.id_token, accessToken: typeof json.access_token === 'string' ? json.access_token : undefined };
  }

  private async verifyIdToken(s: GoogleSignInSettings, idToken: string, nonce?: string): Promise<JWTPayload & Record<string, unknown>> {
    this.jwks ??= createRemoteJWKSet(new URL(s.jwksUrl), { timeoutDuration: HTTP_TIMEOUT_MS });
    let payload: JWTPayload;
    try {
      ({ payload } = await jwtVerify(idToken, this.jwks, {
        algorithms: ['RS256'],
        issuer: s.issuers,
        audience: s.clientId,
        requiredClaims: ['sub', 'exp', 'iat'],
        clockTolerance: CLOCK_TOLERANCE_SECONDS,
      }));
    } catch (err) {
      this.logger.warn({ err: String(err) }, 'Google sign-in: ID token refused');
      if (err instanceof joseErrors.JWKSTimeout || !(err instanceof joseErrors.JOSEError)) throw googleSignInError('unavailable', err);
      throw googleSignInError('invalid_token', err);
    }
    // Several audiences: the token must have been issued to us (OpenID Connect Core 3.1.3.7).
    if (Array.isArray(payload.aud) && payload.aud.length > 1 && payload.azp !== s.clientId) {
      this.logger.warn({ aud: payload.aud, azp: payload.azp }, 'Google sign-in: ID token issued to another party');
      throw googleSignInError('invalid_token');
    }
    if (nonce !== undefined && payload.nonce !== nonce) {
      this.logger.warn('Google sign-in: ID token nonce does not match');
      throw googleSignInError('invalid_token');
    }
    return payload;
  }

  private async fetchUserInfo(s: GoogleSignInSettings, accessToken: string | undefined, subject: string): Promise<Record<string, unknown>> {
    if (!accessToken) throw googleSignInError('no_email');
    const res = await this.send(s.userinfoUrl, { headers: { Authorization: `Bearer ${accessToken}`, Accept: 'application/json' } });
    const info = (await res.json().catch(() => undefined)) as Record<string, unknown> | undefined;
    if (!res.ok || !info) {
      this.logger.warn({ status: res.status }, 'Google sign-in: userinfo endpoint refused the access token');
      throw googleSignInError(res.status >= 500 ? 'unavailable' : 'provider_error');
    }
    // The userinfo answer must be about the same person as the ID token (OpenID Connect Core 5.3.2).
    if (info.sub !== subject) {
      this.logger.warn('Google sign-in: userinfo subject differs from the ID token subject');
      throw googleSignInError('invalid_token');
    }
    return info;
  }

  /** fetch with a bounded time; network failures and timeouts become "Google could not be reached". */
  private async send(url: string, init: RequestInit): Promise<Response> {
    try {
      return await fetch(url, { ...init, redirect: 'error', signal: AbortSignal.timeout(HTTP_TIMEOUT_MS) });
    } catch (err) {
      this.logger.warn({ url, err: String(err) }, 'Google sign-in: provider unreachable');
      throw googleSignInError('unavailable', err);
    }
  }
}
