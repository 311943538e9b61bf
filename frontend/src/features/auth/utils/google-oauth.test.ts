import { describe, expect, it } from 'vitest';
import {
  buildGoogleAuthUrl,
  consumeOAuthState,
  createOAuthState,
  OAUTH_STATE_KEY,
  oauthRedirectUri,
} from './google-oauth';

describe('google-oauth', () => {
  it('builds the authorization URL with encoded values and %20 in the scope', () => {
    expect(
      buildGoogleAuthUrl({
        authUrl: 'http://localhost:3000/prod/api/dev-oidc/authorize',
        clientId: 'dev client',
        redirectUri: 'http://localhost:5173/oauth2callback',
        state: 'abc',
      }),
    ).toBe(
      'http://localhost:3000/prod/api/dev-oidc/authorize?client_id=dev%20client' +
        '&redirect_uri=http%3A%2F%2Flocalhost%3A5173%2Foauth2callback' +
        '&response_type=code&scope=openid%20email&state=abc',
    );
  });

  it('appends to an authorization URL that already has a query', () => {
    const url = buildGoogleAuthUrl({
      authUrl: 'https://idp.test/auth?prompt=select_account',
      clientId: 'c',
      redirectUri: 'r',
      state: 's',
    });
    expect(url).toBe(
      'https://idp.test/auth?prompt=select_account' +
        '&client_id=c&redirect_uri=r&response_type=code&scope=openid%20email&state=s',
    );
  });

  it('the callback is /oauth2callback on our origin', () => {
    expect(oauthRedirectUri('https://pagetranslate.ca')).toBe('https://pagetranslate.ca/oauth2callback');
  });

  it('creates a fresh random state each time and hands it back once', () => {
    const first = createOAuthState();
    const second = createOAuthState();
    expect(first).not.toBe(second);
    expect(sessionStorage.getItem(OAUTH_STATE_KEY)).toBe(second);
    expect(consumeOAuthState()).toBe(second);
    expect(consumeOAuthState()).toBeNull();
  });
});
