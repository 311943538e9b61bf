import { createHash } from 'node:crypto';

/** The address the sign-in page suggests. */
export const DEV_OIDC_DEFAULT_EMAIL = 'demo@pagetranslate.local';

/** Any address with one @ and something on both sides; the development provider checks nothing else. */
export function normaliseDevEmail(input: unknown): string | null {
  if (typeof input !== 'string') return null;
  const email = input.trim().toLowerCase();
  return email.length <= 254 && /^[^\s@]+@[^\s@]+$/.test(email) ? email : null;
}

/** A stable `sub` per e-mail, so signing in twice with the same address is the same account, across restarts. */
export function devSubjectFor(email: string): string {
  return createHash('sha256').update(`pagetranslate-dev-oidc:${email}`).digest('hex').slice(0, 32);
}

/** Accounts are derived from the e-mail typed on the sign-in page; this remembers which e-mail a `sub` stands for. */
export class DevOidcAccounts {
  private readonly emails = new Map<string, string>();

  register(email: string): string {
    const sub = devSubjectFor(email);
    this.emails.set(sub, email);
    return sub;
  }

  emailOf(sub: string): string | undefined {
    return this.emails.get(sub);
  }
}
