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
}

export interface ExchangeCodeOptions {
  /** Origin header of the request carrying the code: outside production its /oauth2callback is accepted too. */
  requestOrigin?: string;
  /** When the authorization request carried a nonce, the ID token must carry the same. */
  nonce?: string;
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

  async exchangeCode(code: string, redirectUri: string, options: ExchangeCodeOptions = {}): Promise<GoogleIdentity> {
    const settings = this.settings;
    if (!settings) throw googleSignInError('not_configured');
    if (typeof code !== 'string' || !code || code.length > MAX_CODE_LENGTH) throw googleSignInError('invalid_code');
    const policy = { publicUrl: this.config.publicUrl, isProduction: this.config.isProduction, requestOrigin: options.requestOrigin };
    if (typeof redirectUri !== 'string' || !isAllowedRedirectUri(redirectUri, policy)) {
      this.logger.warn({ redirectUri, requestOrigin: options.requestOrigin }, 'Google sign-in: redirect URI refused');
      throw googleSignInError('redirect_uri');
    }
    const tokens = await this.requestTokens(settings, code, redirectUri);
    const claims = await this.verifyIdToken(settings, tokens.idToken, options.nonce);
    let email = claims.email;
    let emailVerified = claims.email_verified;
    if (typeof email !== 'string' || !email) {
      const info = await this.fetchUserInfo(settings, tokens.accessToken, claims.sub!);
      email = info.email;
      emailVerified = info.email_verified;
    }
    if (typeof email !== 'string' || !email.includes('@')) throw googleSignInError('no_email');
    return { subject: claims.sub!, email, emailVerified: emailVerified === true || emailVerified === 'true' };
  }

  private async requestTokens(s: GoogleSignInSettings, code: string, redirectUri: string): Promise<{ idToken: string; accessToken?: string }> {
    const body = new URLSearchParams({
      grant_type: 'authorization_code',
      code,
      client_id: s.clientId,
      client_secret: s.clientSecret,
      redirect_uri: redirectUri,
    });
    const res = await this.send(s.tokenUrl, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Accept: 'application/json' },
      body,
    });
    const json = (await res.json().catch(() => ({}))) as TokenResponse;
    if (!res.ok) {
      this.logger.warn({ status: res.status, error: json.error, description: json.error_description }, 'Google sign-in: token endpoint refused the code');
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
    return payload as JWTPayload & Record<string, unknown>;
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
