import { describe, expect, it } from 'vitest';
import { consumeOAuthState, OAUTH_STATE_KEY, oauthRedirectUri, rememberOAuthState } from './google-oauth';

describe('google-oauth', () => {
  it('the callback is /oauth2callback on our origin', () => {
    expect(oauthRedirectUri('https://pagetranslate.ca')).toBe('https://pagetranslate.ca/oauth2callback');
  });

  it('remembers the state of the authorization URL the server made and hands it back once', () => {
    rememberOAuthState('https://idp.test/auth?client_id=c&state=s%2F1&nonce=n&code_challenge=x');
    expect(sessionStorage.getItem(OAUTH_STATE_KEY)).toBe('s/1');
    expect(consumeOAuthState()).toBe('s/1');
    expect(consumeOAuthState()).toBeNull();
  });

  it('forgets an older state when the new URL has none', () => {
    sessionStorage.setItem(OAUTH_STATE_KEY, 'old');
    rememberOAuthState('https://idp.test/auth?client_id=c');
    expect(consumeOAuthState()).toBeNull();
  });
});
