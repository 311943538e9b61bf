import { mkdtempSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig } from '../../config/app-config';
import { resolveGoogleSignIn } from './google-sign-in.settings';

describe('resolveGoogleSignIn', () => {
  const varDir = () => mkdtempSync(join(tmpdir(), 'pt-google-'));

  it("uses the configured Google client and Google's endpoints by default", () => {
    const settings = resolveGoogleSignIn(loadConfig({ GOOGLE_CLIENT_ID: 'id-1', GOOGLE_CLIENT_SECRET: 'secret-1' }));
    expect(settings).toEqual({
      provider: 'google',
      clientId: 'id-1',
      clientSecret: 'secret-1',
      authUrl: 'https://accounts.google.com/o/oauth2/v2/auth',
      tokenUrl: 'https://oauth2.googleapis.com/token',
      userinfoUrl: 'https://openidconnect.googleapis.com/v1/userinfo',
      issuers: ['https://accounts.google.com', 'accounts.google.com'],
      jwksUrl: 'https://www.googleapis.com/oauth2/v3/certs',
    });
  });

  it('uses a configured provider exactly as given', () => {
    const settings = resolveGoogleSignIn(
      loadConfig({
        GOOGLE_CLIENT_ID: 'id-1',
        GOOGLE_CLIENT_SECRET: 's',
        GOOGLE_ISSUER: 'http://127.0.0.1:4000',
        GOOGLE_JWKS_URL: 'http://127.0.0.1:4000/jwks',
      }),
    );
    expect(settings).toMatchObject({ issuers: ['http://127.0.0.1:4000'], jwksUrl: 'http://127.0.0.1:4000/jwks' });
  });

  it('without a Google client outside production: the development provider, its secret generated once under VAR_DIR', () => {
    const dir = varDir();
    const config = loadConfig({ VAR_DIR: dir, PORT: '3100', PUBLIC_URL: 'http://dev.example:8080' });
    const first = resolveGoogleSignIn(config);
    const second = resolveGoogleSignIn(config);
    expect(first).toEqual({
      provider: 'dev-oidc',
      clientId: 'pagetranslate-dev',
      clientSecret: expect.stringMatching(/^[\w-]{40,}$/),
      authUrl: 'http://dev.example:8080/prod/api/dev-oidc/auth',
      tokenUrl: 'http://127.0.0.1:3100/prod/api/dev-oidc/token',
      userinfoUrl: 'http://127.0.0.1:3100/prod/api/dev-oidc/userinfo',
      issuers: ['http://dev.example:8080/prod/api/dev-oidc'],
      jwksUrl: 'http://127.0.0.1:3100/prod/api/dev-oidc/jwks',
    });
    expect(second!.clientSecret).toBe(first!.clientSecret);
    expect(statSync(join(dir, 'dev-oidc.json')).mode & 0o777).toBe(0o600);
  });

  it('without a Google client in production: none, and nothing written', () => {
    const dir = varDir();
    const config = loadConfig({ NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(40), VAR_DIR: dir });
    expect(resolveGoogleSignIn(config)).toBeNull();
    expect(() => statSync(join(dir, 'dev-oidc.json'))).toThrow();
  });
});
