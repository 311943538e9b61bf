import { randomInt } from 'node:crypto';

/** Upper-case letters and digits without the look-alikes 0/O, 1/I/L, 5/S, 2/Z, 8/B: easy to read and type. */
export const ACTIVATION_CODE_ALPHABET = 'ACDEFGHJKMNPQRTUVWXY34679';
export const ACTIVATION_CODE_LENGTH = 10;
export const INVITATION_TTL_MS = 14 * 24 * 3600 * 1000;

// A random activation code (about 46 bits from a CSPRNG); stored only as an argon2 hash, so it is checked by
// trying the few open invitations of one e-mail and organisation.
export function newActivationCode(length = ACTIVATION_CODE_LENGTH): string {
  let code = '';
  for (let i = 0; i < length; i++) code += ACTIVATION_CODE_ALPHABET[randomInt(ACTIVATION_CODE_ALPHABET.length)];
  return code;
}
