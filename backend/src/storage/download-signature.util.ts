import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';

export interface DownloadGrant {
  key: string;
  /** File name the browser saves the download as. */
  name: string;
  /** Unix time (seconds) after which the link is refused. */
  exp: number;
}

export type DownloadCheck = { ok: true; grant: DownloadGrant } | { ok: false; reason: 'invalid' | 'expired' };

/**
 * The key that signs download links, derived from the JWT secret (HKDF-SHA256 with its own label), so one
 * secret is configured and a token signature can never pass for a link signature or the reverse.
 */
export function deriveDownloadSigningKey(jwtSecret: string): Buffer {
  return Buffer.from(hkdfSync('sha256', jwtSecret, 'pagetranslate', 'storage download links v1', 32));
}

/** HMAC-SHA256 over key, expiry and name (each length-prefixed, so fields cannot be shifted into each other). */
export function signDownload(grant: DownloadGrant, signingKey: Buffer): string {
  const hmac = createHmac('sha256', signingKey);
  for (const field of [grant.key, String(grant.exp), grant.name]) {
    const bytes = Buffer.from(field, 'utf8');
    hmac.update(`${bytes.length}:`).update(bytes);
  }
  return hmac.digest('base64url');
}

/**
 * Checks a link's query: the signature first (constant-time), then the expiry, so a tampered link is "invalid"
 * even when also old. Missing or malformed fields are "invalid".
 */
export function verifyDownload(
  query: { key?: unknown; exp?: unknown; name?: unknown; sig?: unknown },
  signingKey: Buffer,
  nowMs: number,
): DownloadCheck {
  const { key, exp, name, sig } = query;
  if (typeof key !== 'string' || typeof name !== 'string' || typeof sig !== 'string' || typeof exp !== 'string') {
    return { ok: false, reason: 'invalid' };
  }
  if (!/^\d{1,12}$/.test(exp)) return { ok: false, reason: 'invalid' };
  const grant: DownloadGrant = { key, name, exp: Number(exp) };
  const expected = Buffer.from(signDownload(grant, signingKey), 'utf8');
  const given = Buffer.from(sig, 'utf8');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { ok: false, reason: 'invalid' };
  if (nowMs >= grant.exp * 1000) return { ok: false, reason: 'expired' };
  return { ok: true, grant };
}
