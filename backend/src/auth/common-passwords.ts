import * as zxcvbnCommon from '@zxcvbn-ts/language-common';

/** How many of the most common passwords are refused as new passwords (OWASP ASVS 5.0 V6.2.4 asks for ≥ 3,000). */
export const COMMON_PASSWORD_COUNT = 10_000;

/**
 * The 10,000 most common passwords, lower-case: the head of the frequency-ranked list that the maintained
 * `@zxcvbn-ts/language-common` package ships as `passwords-common` (built from public breach corpora, most
 * frequent first: "123456", "password", "12345678", …). Read once, at first use.
 */
let common: ReadonlySet<string> | undefined;

function commonPasswords(): ReadonlySet<string> {
  common ??= new Set(zxcvbnCommon.dictionary['passwords-common'].slice(0, COMMON_PASSWORD_COUNT).map((p) => p.toLowerCase()));
  return common;
}

/** True when the password, case ignored, is one of the 10,000 most common ones. */
export function isCommonPassword(password: string): boolean {
  return commonPasswords().has(password.toLowerCase());
}

/** The refused list itself (tests and documentation). */
export function commonPasswordList(): readonly string[] {
  return [...commonPasswords()];
}
