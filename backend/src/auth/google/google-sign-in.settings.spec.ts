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

  it('without a Google client, with development features: the development provider, its secret generated once under VAR_DIR', () => {
    const dir = varDir();
    const config = loadConfig({ VAR_DIR: dir, PORT: '3100', PUBLIC_URL: 'http://dev.localhost:8080', DEV_FEATURES: 'true' });
    const first = resolveGoogleSignIn(config);
    const second = resolveGoogleSignIn(config);
    expect(first).toEqual({
      provider: 'dev-oidc',
      clientId: 'pagetranslate-dev',
      clientSecret: expect.stringMatching(/^[\w-]{40,}$/),
      authUrl: 'http://dev.localhost:8080/prod/api/dev-oidc/auth',
      tokenUrl: 'http://127.0.0.1:3100/prod/api/dev-oidc/token',
      userinfoUrl: 'http://127.0.0.1:3100/prod/api/dev-oidc/userinfo',
      issuers: ['http://dev.localhost:8080/prod/api/dev-oidc'],
      jwksUrl: 'http://127.0.0.1:3100/prod/api/dev-oidc/jwks',
    });
    expect(second!.clientSecret).toBe(first!.clientSecret);
    expect(statSync(join(dir, 'dev-oidc.json')).mode & 0o777).toBe(0o600);
  });

  it('without a Google client and without development features (the default, production or not): none, and nothing written', () => {
    for (const env of [{ NODE_ENV: 'development' }, {}, { NODE_ENV: 'development', PUBLIC_URL: 'https://translate.example.com' }]) {
      const dir = varDir();
      expect(resolveGoogleSignIn(loadConfig({ ...env, VAR_DIR: dir }))).toBeNull();
      expect(() => statSync(join(dir, 'dev-oidc.json'))).toThrow();
    }
  });

  it('without a Google client in production: none, and nothing written', () => {
    const dir = varDir();
    const config = loadConfig({
      NODE_ENV: 'production',
      JWT_SECRET: 'x'.repeat(40),
      SMTP_URL: 'smtp://mail.example.com:587',
      VAR_DIR: dir,
    });
    expect(resolveGoogleSignIn(config)).toBeNull();
    expect(() => statSync(join(dir, 'dev-oidc.json'))).toThrow();
  });
});
