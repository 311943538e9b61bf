import type { TextKey } from '../common/localized-text';
import { PASSWORD_MAX_LENGTH, REGISTER_PASSWORD_MIN_LENGTH, RESET_PASSWORD_MIN_LENGTH } from '@pt/libs/validation';
import { COMMON_PASSWORDS } from './common-passwords';

const COMMON = new Set(COMMON_PASSWORDS);

export interface NewPasswordParams {
  password: string;
  /** Registration asks for 8 characters, a reset for 5 (spec 5). */
  purpose: 'register' | 'reset';
}

// Why a new password is refused (a message key), or null: length between the purpose's minimum and 128 characters, and not one
// of the most common passwords. No composition rules, no trimming (ASVS 5.0 V6.2).
export function newPasswordProblem({ password, purpose }: NewPasswordParams): TextKey | null {
  const min = purpose === 'register' ? REGISTER_PASSWORD_MIN_LENGTH : RESET_PASSWORD_MIN_LENGTH;
  if (password.length === 0) return 'passwordRequired';
  if (password.length < min) return purpose === 'register' ? 'passwordTooShortRegister' : 'passwordTooShortReset';
  if (password.length > PASSWORD_MAX_LENGTH) return 'passwordTooLong';
  if (COMMON.has(password.toLowerCase())) return 'commonPassword';
  return null;
}
