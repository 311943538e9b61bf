import request from 'supertest';
import { API } from './accounts';
import type { TestApp } from './test-app';

/** A browser of the product: supertest's agent keeps the cookies the API sets (the Google sign-in cookies). */
export function browser(t: TestApp) {
  return request.agent(t.app.getHttpServer());
}

/** POST /auth/google/start in that browser: the provider's URL the server made, and its state, nonce and PKCE challenge. */
export async function startGoogleSignIn(agent: ReturnType<typeof browser>, redirectUri?: string) {
  const res = await agent
    .post(`${API}/auth/google/start`)
    .send(redirectUri ? { redirectUri } : {})
    .expect(200);
  const url = new URL(res.body.authorizationUrl);
  return {
    url,
    state: url.searchParams.get('state')!,
    nonce: url.searchParams.get('nonce')!,
    codeChallenge: url.searchParams.get('code_challenge')!,
    setCookie: res.headers['set-cookie'] as unknown as string[],
  };
}
