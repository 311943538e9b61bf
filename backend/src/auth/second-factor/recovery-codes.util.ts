import { createHash, randomInt } from 'node:crypto';

/** Ten codes per enrolment, each usable once. */
export const RECOVERY_CODE_COUNT = 10;
/** Crockford's base32 alphabet: no I, L, O or U, so a code read aloud or copied by hand stays unambiguous. */
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
/** 24 characters of 5 bits: 120 random bits, enough for a plain SHA-256 at rest (ASVS 5.0 V6.5.2 asks ≥ 112). */
const CODE_LENGTH = 24;
const GROUP = 4;

/** Ten new codes, shown as "ABCD-EFGH-JKMN-PQRS-TVWX-YZ01". */
export function newRecoveryCodes(count = RECOVERY_CODE_COUNT): string[] {
  return Array.from({ length: count }, () => {
    const chars = Array.from({ length: CODE_LENGTH }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
    return chars.match(new RegExp(`.{${GROUP}}`, 'g'))!.join('-');
  });
}

/**
 * The canonical form of a typed code: separators and spaces dropped, upper-case, and the letters Crockford's
 * alphabet reads as digits (O → 0, I and L → 1).
 */
export function normalizeRecoveryCode(code: string): string {
  return code.replace(/[\s-]/g, '').toUpperCase().replace(/O/g, '0').replace(/[IL]/g, '1');
}

/** True for something shaped like a recovery code (24 characters of the alphabet), as opposed to a 6-digit code. */
export function isRecoveryCodeShape(code: string): boolean {
  return new RegExp(`^[${ALPHABET}]{${CODE_LENGTH}}$`).test(normalizeRecoveryCode(code));
}

/** What is stored: sha256 hex of the canonical form. */
export function hashRecoveryCode(code: string): string {
  return createHash('sha256').update(normalizeRecoveryCode(code)).digest('hex');
}
