import type { AppConfig } from '../../config/app-config';
import { devOidcEnabled, devOidcSettings } from '../../dev-oidc/dev-oidc.settings';

/** The effective Google client: the configured one, or the product's development provider. */
export interface GoogleSignInSettings {
  provider: 'google' | 'dev-oidc';
  clientId: string;
  clientSecret: string;
  authUrl: string;
  tokenUrl: string;
  userinfoUrl: string;
  /** ID tokens must name one of these issuers. */
  issuers: string[];
  jwksUrl: string;
}

/** Google's ID tokens name either form of its issuer (developers.google.com/identity/openid-connect). */
const GOOGLE_ISSUER_ALIASES: Record<string, string[]> = {
  'https://accounts.google.com': ['https://accounts.google.com', 'accounts.google.com'],
};

/**
 * GOOGLE_CLIENT_ID set: Google (or whatever GOOGLE_* URLs point at). Unset outside production: the development
 * provider served by the product itself. Unset in production: null, sign-in with Google is unavailable.
 */
export function resolveGoogleSignIn(config: AppConfig): GoogleSignInSettings | null {
  if (config.GOOGLE_CLIENT_ID) {
    return {
      provider: 'google',
      clientId: config.GOOGLE_CLIENT_ID,
      clientSecret: config.GOOGLE_CLIENT_SECRET ?? '',
      authUrl: config.GOOGLE_AUTH_URL,
      tokenUrl: config.GOOGLE_TOKEN_URL,
      userinfoUrl: config.GOOGLE_USERINFO_URL,
      issuers: GOOGLE_ISSUER_ALIASES[config.GOOGLE_ISSUER] ?? [config.GOOGLE_ISSUER],
      jwksUrl: config.GOOGLE_JWKS_URL,
    };
  }
  if (!devOidcEnabled(config)) return null;
  const dev = devOidcSettings(config);
  return {
    provider: 'dev-oidc',
    clientId: dev.clientId,
    clientSecret: dev.clientSecret,
    authUrl: dev.authUrl,
    tokenUrl: dev.tokenUrl,
    userinfoUrl: dev.userinfoUrl,
    issuers: [dev.issuer],
    jwksUrl: dev.jwksUrl,
  };
}
