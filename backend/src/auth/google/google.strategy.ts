import { Injectable, Logger } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import { randomBytes } from 'node:crypto';
import type { Request } from 'express';
import { Strategy, type StrategyOptionsWithRequest } from 'passport-google-oauth20';
import { GoogleIdentity, GoogleOAuthClient } from './google-oauth.client';
import { googleSignInError, GoogleSignInError } from './google-sign-in.error';
import { GoogleSignInCookies, sameSecret } from './google-sign-in.cookies';

/** Why the callback of a sign-in was refused before the code was spent (passport's `fail` info). */
export interface GoogleStateRefusal {
  reason: 'state_mismatch';
}

/** What the strategy's authorization request remembers for its callback, passed as passport's `state` option. */
interface AuthorizationRequestState {
  nonce: string;
}

type RequestWithNonce = Request & { googleNonce?: string };

/** What passport-oauth2 gives a state store about the authorization request. */
interface StateStoreMeta {
  callbackURL: string;
}

/**
 * passport-oauth2's state store, kept in a signed HttpOnly cookie of the browser (GoogleSignInCookies) instead of a
 * server session: on the authorization request it stores a fresh `state`, the `nonce` and the PKCE verifier; on the
 * callback it answers the verifier only when the `state` sent back matches and the redirect URI is the same, then
 * forgets them (single use).
 */
export class CookieStateStore {
  constructor(private readonly cookies: GoogleSignInCookies) {}

  store(
    req: Request,
    verifier: string,
    state: AuthorizationRequestState,
    meta: StateStoreMeta,
    callback: (err: Error | null, state?: string) => void,
  ): void {
    const handle = randomBytes(32).toString('base64url');
    this.cookies.setPendingSignIn(req.res!, { state: handle, nonce: state.nonce, codeVerifier: verifier, redirectUri: meta.callbackURL });
    callback(null, handle);
  }

  /** passport-oauth2 reads `ok` as the PKCE verifier when it is a string; false fails the callback with `info`. */
  verify(
    req: RequestWithNonce,
    providedState: unknown,
    meta: StateStoreMeta,
    callback: (err: Error | null, ok: string | false, info: object) => void,
  ): void {
    const pending = this.cookies.pendingSignIn(req);
    this.cookies.clear(req.res!, 'pt_google_signin');
    const refusal: GoogleStateRefusal = { reason: 'state_mismatch' };
    if (
      !pending ||
      typeof providedState !== 'string' ||
      !sameSecret(providedState, pending.state) ||
      pending.redirectUri !== meta.callbackURL
    ) {
      return callback(null, false, refusal);
    }
    req.googleNonce = pending.nonce;
    callback(null, pending.codeVerifier, { nonce: pending.nonce });
  }
}

/**
 * Google sign-in as a passport strategy (passport-google-oauth20 on passport-oauth2): authorization code flow with
 * a server-side `state`, a `nonce` and PKCE (S256), all three kept in the browser's signed cookie by CookieStateStore.
 * The token exchange goes through GoogleOAuthClient (bounded time, refusals mapped to clear messages) and the
 * identity is read from the ID token it verifies (RS256 against the issuer's keys, `iss`, `aud`, `azp`, `exp`, and
 * the nonce), not from passport's profile call. Without a Google client (development provider or none) it talks to
 * whatever resolveGoogleSignIn says, by the same code path.
 */
@Injectable()
export class GoogleStrategy extends PassportStrategy(Strategy, 'google', true) {
  private readonly logger = new Logger(GoogleStrategy.name);

  constructor(
    private readonly client: GoogleOAuthClient,
    cookies: GoogleSignInCookies,
  ) {
    const settings = client.providerSettings();
    super({
      // Unconfigured: placeholders that are never used (GoogleAuthGuard and start() refuse first).
      clientID: settings?.clientId ?? 'not-configured',
      clientSecret: settings?.clientSecret ?? '',
      authorizationURL: settings?.authUrl ?? 'http://127.0.0.1/not-configured',
      tokenURL: settings?.tokenUrl ?? 'http://127.0.0.1/not-configured',
      scope: ['openid', 'email'],
      pkce: true,
      state: true,
      // passport-oauth2 calls a store by its arity; its typings know only the 2- and 3-argument forms.
      store: new CookieStateStore(cookies) as unknown as StrategyOptionsWithRequest['store'],
      skipUserProfile: true,
      passReqToCallback: true,
    });
    // The code exchange of passport-oauth2 (node-oauth has no time limit and loses the error codes) replaced by ours.
    type TokenCallback = (err: Error | null, accessToken?: string, refreshToken?: string, params?: object) => void;
    this._oauth2.getOAuthAccessToken = ((code: string, params: Record<string, string>, callback: TokenCallback) => {
      client.requestTokens(code, params.redirect_uri, params.code_verifier).then(
        (tokens) => callback(null, tokens.accessToken ?? 'none', undefined, { id_token: tokens.idToken, access_token: tokens.accessToken }),
        (err: Error) => callback(err),
      );
    }) as typeof this._oauth2.getOAuthAccessToken;
  }

  /** Adds the nonce (generated for this authorization request) to Google's own parameters. */
  authorizationParams(options: { state?: AuthorizationRequestState }): object {
    return { ...super.authorizationParams(options), nonce: options.state?.nonce };
  }

  /** The identity of the verified ID token, checked against the nonce of this browser's authorization request. */
  async validate(
    req: RequestWithNonce,
    _accessToken: string,
    _refreshToken: string | undefined,
    params: { id_token: string; access_token?: string },
    _profile: unknown,
  ): Promise<GoogleIdentity> {
    return this.client.identityFromTokens({ idToken: params.id_token, accessToken: params.access_token }, req.googleNonce ?? '');
  }

  /**
   * Starts a sign-in: the provider's authorization URL (client id, redirect URI, scope, state, nonce, PKCE challenge)
   * for the browser to go to, the state, nonce and verifier set in its cookie. Runs passport-oauth2's own
   * authorization request, capturing the redirect instead of sending it (the SPA navigates itself).
   */
  authorizationUrl(req: Request, redirectUri: string): Promise<string> {
    const nonce = randomBytes(24).toString('base64url');
    return new Promise<string>((resolve, reject) => {
      const run = Object.create(this) as this & {
        redirect(url: string): void;
        error(err: unknown): void;
        fail(): void;
        success(): void;
        pass(): void;
      };
      run.redirect = (url) => resolve(url);
      run.error = (err) => reject(err instanceof GoogleSignInError ? err : googleSignInError('provider_error', err));
      run.fail = run.success = run.pass = () => reject(googleSignInError('provider_error'));
      try {
        run.authenticate(req, { callbackURL: redirectUri, state: { nonce } });
      } catch (err) {
        this.logger.warn({ err: String(err) }, 'Google sign-in: the authorization request could not be made');
        reject(googleSignInError('provider_error', err));
      }
    });
  }
}
