import { generateSecret, generateSync, generateURI, verifySync } from 'otplib';

/** RFC 6238 as every authenticator app reads it from the otpauth:// URI: SHA-1, 6 digits, 30-second steps. */
export const TOTP_PERIOD_SECONDS = 30;
export const TOTP_DIGITS = 6;
/** Codes of the step before and after the current one are accepted too (clock drift, typing time): ±30 s. */
export const TOTP_TOLERANCE_STEPS = 1;
/** The issuer the authenticator app shows beside the account. */
export const TOTP_ISSUER = 'PageTranslate';

/** A new random secret: 20 bytes (160 bits, RFC 4226's recommendation), base32 without padding. */
export function newTotpSecret(): string {
  return generateSecret({ length: 20 });
}

/** The otpauth:// URI the QR code carries (label "PageTranslate:<e-mail>", issuer PageTranslate). */
export function totpUri(secret: string, accountEmail: string): string {
  return generateURI({ issuer: TOTP_ISSUER, label: accountEmail, secret });
}

/** A code typed by a person: spaces and dashes ignored ("123 456"). */
export function normalizeTotpCode(code: string): string {
  return code.replace(/[\s-]/g, '');
}

export const isTotpCodeShape = (code: string) => /^\d{6}$/.test(normalizeTotpCode(code));

export interface TotpCheck {
  secret: string;
  code: string;
  nowMs: number;
  /** The time step of the last accepted code: it and every older step are refused (replay). */
  lastUsedTimeStep: number | null;
}

/**
 * The time step a code matches (the current one, or one step before or after), or null: wrong code, wrong shape,
 * or a step already used (each code signs in once).
 */
export function verifyTotp({ secret, code, nowMs, lastUsedTimeStep }: TotpCheck): number | null {
  const token = normalizeTotpCode(code);
  if (!isTotpCodeShape(token)) return null;
  const result = verifySync({
    secret,
    token,
    epoch: Math.floor(nowMs / 1000),
    period: TOTP_PERIOD_SECONDS,
    digits: TOTP_DIGITS,
    epochTolerance: TOTP_TOLERANCE_STEPS * TOTP_PERIOD_SECONDS,
    ...(lastUsedTimeStep !== null ? { afterTimeStep: lastUsedTimeStep } : {}),
  });
  return result.valid && 'timeStep' in result ? result.timeStep : null;
}

/** The code of a secret at an instant (tests, and the browser test's "authenticator app"). */
export function totpCodeAt(secret: string, nowMs: number): string {
  return generateSync({ secret, epoch: Math.floor(nowMs / 1000), period: TOTP_PERIOD_SECONDS, digits: TOTP_DIGITS });
}
