import { apiClient } from '@/lib/api-client';

/** GET /auth/second-factor */
export interface SecondFactorStatus {
  enabled: boolean;
  /** Internal admins must have it on before anything else. */
  required: boolean;
  enabledAt: string | null;
  recoveryCodesLeft: number;
}

export interface SecondFactorEnrolment {
  /** base32, for typing into the app by hand. */
  secret: string;
  /** otpauth:// URI for the QR code. */
  otpauthUri: string;
}

export function getSecondFactorStatus(signal?: AbortSignal): Promise<SecondFactorStatus> {
  return apiClient.get<SecondFactorStatus>('/auth/second-factor', { signal });
}

/** POST /auth/second-factor/enrolment: a new secret, shown this once. */
export function startSecondFactorEnrolment(): Promise<SecondFactorEnrolment> {
  return apiClient.post<SecondFactorEnrolment>('/auth/second-factor/enrolment');
}

/** POST /auth/second-factor/enrolment/confirm: the app's first code turns it on; the ten recovery codes, shown once. */
export function confirmSecondFactorEnrolment(code: string): Promise<{ recoveryCodes: string[] }> {
  return apiClient.post<{ recoveryCodes: string[] }>('/auth/second-factor/enrolment/confirm', { code });
}

/** POST /auth/second-factor/recovery-codes: ten new recovery codes for a valid code. */
export function regenerateRecoveryCodes(code: string): Promise<{ recoveryCodes: string[] }> {
  return apiClient.post<{ recoveryCodes: string[] }>('/auth/second-factor/recovery-codes', { code });
}

/** POST /auth/second-factor/disable (204). */
export function disableSecondFactor(code: string): Promise<unknown> {
  return apiClient.post<unknown>('/auth/second-factor/disable', { code });
}
