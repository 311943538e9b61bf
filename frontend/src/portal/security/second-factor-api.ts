import { api, type ApiSchema } from '@/lib/typed-api';

/** GET /auth/second-factor (required: internal admins must have it on before anything else). */
export type SecondFactorStatus = ApiSchema<'SecondFactorStatusDto'>;

/** The base32 secret (typed into the app by hand) and the otpauth:// URI of the QR code. */
export type SecondFactorEnrolment = ApiSchema<'SecondFactorEnrolmentDto'>;

export function getSecondFactorStatus(signal?: AbortSignal): Promise<SecondFactorStatus> {
  return api.get('/auth/second-factor', { signal });
}

/** POST /auth/second-factor/enrolment: a new secret, shown this once. */
export function startSecondFactorEnrolment(): Promise<SecondFactorEnrolment> {
  return api.post('/auth/second-factor/enrolment');
}

/** POST /auth/second-factor/enrolment/confirm: the app's first code turns it on; the ten recovery codes, shown once. */
export function confirmSecondFactorEnrolment(code: string): Promise<{ recoveryCodes: string[] }> {
  return api.post('/auth/second-factor/enrolment/confirm', { body: { code } });
}

/** POST /auth/second-factor/recovery-codes: ten new recovery codes for a valid code. */
export function regenerateRecoveryCodes(code: string): Promise<{ recoveryCodes: string[] }> {
  return api.post('/auth/second-factor/recovery-codes', { body: { code } });
}

/** POST /auth/second-factor/disable (204). */
export function disableSecondFactor(code: string): Promise<unknown> {
  return api.post('/auth/second-factor/disable', { body: { code } });
}
