import { message } from '@pt/libs/messages';
import { PASSWORD_MAX_LENGTH, REGISTER_PASSWORD_MIN_LENGTH, RESET_PASSWORD_MIN_LENGTH } from '@pt/libs/validation';
import { COMMON_PASSWORDS } from './common-passwords';

const COMMON = new Set(COMMON_PASSWORDS);

export const COMMON_PASSWORD_DETAIL = 'This password is too common. Please choose a less predictable one.';

export interface NewPasswordParams {
  password: string;
  /** Registration asks for 8 characters, a reset for 5 (spec 5). */
  purpose: 'register' | 'reset';
}

// Why a new password is refused, or null: length between the purpose's minimum and 128 characters, and not one
// of the most common passwords. No composition rules, no trimming (ASVS 5.0 V6.2).
export function newPasswordProblem({ password, purpose }: NewPasswordParams): string | null {
  const min = purpose === 'register' ? REGISTER_PASSWORD_MIN_LENGTH : RESET_PASSWORD_MIN_LENGTH;
  if (password.length === 0) return message('passwordRequired', 'en');
  if (password.length < min) return message(purpose === 'register' ? 'passwordTooShortRegister' : 'passwordTooShortReset', 'en');
  if (password.length > PASSWORD_MAX_LENGTH) return message('passwordTooLong', 'en');
  if (COMMON.has(password.toLowerCase())) return COMMON_PASSWORD_DETAIL;
  return null;
}
