import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { AppConfig } from '../config/app-config';

/** Where the development provider is served (the API prefix is spelled out to keep this module free of app.module). */
export const DEV_OIDC_PATH = '/prod/api/dev-oidc';
export const DEV_OIDC_CLIENT_ID = 'pagetranslate-dev';
/** Endpoint paths under DEV_OIDC_PATH; set explicitly so the client's URLs never depend on oidc-provider defaults. */
export const DEV_OIDC_ROUTES = { authorization: '/auth', token: '/token', userinfo: '/userinfo', jwks: '/jwks' } as const;

/** Secrets generated once and kept under VAR_DIR, so codes, cookies and tokens survive a restart. */
export interface DevOidcSecrets {
  clientSecret: string;
  cookieKeys: string[];
  /** Private signing keys (RS256, as Google signs). */
  jwks: { keys: Record<string, unknown>[] };
}

export interface DevOidcSettings {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** Opened by the browser: on the public address. */
  authUrl: string;
  /** Called by the server itself: over loopback, so a PUBLIC_URL behind a proxy or tunnel is not needed for it. */
  tokenUrl: string;
  userinfoUrl: string;
  jwksUrl: string;
  secrets: DevOidcSecrets;
}

/**
 * The development provider runs exactly when no Google client is configured and development features are asked for
 * (DEV_FEATURES, which AppConfig allows only on a loopback public URL outside production).
 */
export function devOidcEnabled(config: AppConfig): boolean {
  return !config.GOOGLE_CLIENT_ID && config.DEV_FEATURES;
}

export function devOidcSecretsFile(config: AppConfig): string {
  return join(config.VAR_DIR, 'dev-oidc.json');
}

export function devOidcSettings(config: AppConfig): DevOidcSettings {
  const issuer = `${config.publicUrl}${DEV_OIDC_PATH}`;
  const internal = `http://127.0.0.1:${config.PORT}${DEV_OIDC_PATH}`;
  const secrets = loadOrCreateDevOidcSecrets(devOidcSecretsFile(config));
  return {
    issuer,
    clientId: DEV_OIDC_CLIENT_ID,
    clientSecret: secrets.clientSecret,
    authUrl: `${issuer}${DEV_OIDC_ROUTES.authorization}`,
    tokenUrl: `${internal}${DEV_OIDC_ROUTES.token}`,
    userinfoUrl: `${internal}${DEV_OIDC_ROUTES.userinfo}`,
    jwksUrl: `${internal}${DEV_OIDC_ROUTES.jwks}`,
    secrets,
  };
}

/** Reads the secrets file, creating it on first use (exclusive create: two processes starting together agree). */
export function loadOrCreateDevOidcSecrets(file: string): DevOidcSecrets {
  let secrets: DevOidcSecrets;
  try {
    secrets = JSON.parse(readFileSync(file, 'utf8'));
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
    secrets = generateSecrets();
    mkdirSync(dirname(file), { recursive: true });
    try {
      writeFileSync(file, JSON.stringify(secrets), { mode: 0o600, flag: 'wx' });
    } catch (writeErr) {
      if ((writeErr as NodeJS.ErrnoException).code !== 'EEXIST') throw writeErr;
      secrets = JSON.parse(readFileSync(file, 'utf8'));
    }
  }
  return secrets;
}

function generateSecrets(): DevOidcSecrets {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const jwk = privateKey.export({ format: 'jwk' });
  return {
    clientSecret: randomBytes(32).toString('base64url'),
    cookieKeys: [randomBytes(32).toString('base64url')],
    jwks: { keys: [{ ...jwk, kid: randomBytes(8).toString('hex'), alg: 'RS256', use: 'sig' }] },
  };
}
