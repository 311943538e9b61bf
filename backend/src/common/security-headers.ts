import type { RequestHandler } from 'express';
import helmet from 'helmet';

/** Where Stripe.js comes from and what it talks to (Stripe's published CSP requirements for Elements and 3-D Secure). */
export const STRIPE_SCRIPT_ORIGINS = ['https://js.stripe.com', 'https://*.js.stripe.com'] as const;
export const STRIPE_FRAME_ORIGINS = ['https://js.stripe.com', 'https://*.js.stripe.com', 'https://hooks.stripe.com'] as const;
export const STRIPE_API_ORIGIN = 'https://api.stripe.com';
/** The landing page's optional demo video (VITE_DEMO_VIDEO_URL at build time) plays in one of these players. */
export const VIDEO_PLAYER_ORIGINS = ['https://www.youtube-nocookie.com', 'https://player.vimeo.com'] as const;

export interface SecurityHeadersSettings {
  /** The address users reach the product at: https there turns on upgrade-insecure-requests. */
  publicUrl: string;
  /** HSTS only in production: a developer's http://localhost must not be pinned to https. */
  isProduction: boolean;
  /**
   * Other origins the app's own scripts fetch from: the S3 endpoint browsers download presigned links from
   * (STORAGE_DRIVER=s3). Local-driver links are same-origin.
   */
  extraConnectOrigins: string[];
}

/**
 * The Content-Security-Policy of the app, the portal and the API: our own scripts plus Stripe's, no framing.
 * Styles allow 'unsafe-inline' because MUI (emotion) and Stripe.js insert <style> elements and style attributes at
 * run time, and the SPA is a static file (no per-request nonce to hand emotion). Scripts never get it.
 */
export function contentSecurityPolicy(settings: SecurityHeadersSettings): Record<string, string[]> {
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'base-uri': ["'self'"],
    'object-src': ["'none'"],
    'script-src': ["'self'", ...STRIPE_SCRIPT_ORIGINS],
    'script-src-attr': ["'none'"],
    'style-src': ["'self'", "'unsafe-inline'"],
    // data: for MUI's inline SVG and Swagger UI's icons; blob: for documents the app saves or previews.
    'img-src': ["'self'", 'data:', 'blob:'],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'", STRIPE_API_ORIGIN, ...settings.extraConnectOrigins],
    'frame-src': [...STRIPE_FRAME_ORIGINS, ...VIDEO_PLAYER_ORIGINS],
    'worker-src': ["'self'", 'blob:'],
    'manifest-src': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
  if (new URL(settings.publicUrl).protocol === 'https:') directives['upgrade-insecure-requests'] = [];
  return directives;
}

/** The origin of a URL (scheme://host[:port]), or nothing for an unset or unparsable one. */
export function originOf(url: string | undefined): string[] {
  if (!url) return [];
  try {
    return [new URL(url).origin];
  } catch {
    return [];
  }
}

/**
 * Every security header on every answer (SPA shell, static assets, API, Swagger UI): CSP, X-Frame-Options DENY,
 * nosniff, Referrer-Policy strict-origin-when-cross-origin, HSTS in production. Pages with their own policy (the
 * development OpenID provider's sign-in page) replace the CSP after this runs.
 */
export function securityHeaders(settings: SecurityHeadersSettings): RequestHandler {
  return helmet({
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy(settings) },
    crossOriginEmbedderPolicy: false,
    // Google sign-in and Stripe are redirects and iframes, never popups that talk back: same-origin is safe.
    crossOriginOpenerPolicy: { policy: 'same-origin' },
    crossOriginResourcePolicy: { policy: 'same-origin' },
    xFrameOptions: { action: 'deny' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    strictTransportSecurity: settings.isProduction ? { maxAge: 365 * 24 * 3600, includeSubDomains: true } : false,
    xContentTypeOptions: true,
  }) as RequestHandler;
}
