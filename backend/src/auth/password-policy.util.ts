import { newPasswordProblem as passwordRule } from '@pt/libs/validation';
import type { TextKey } from '../common/localized-text';
import { isCommonPassword } from './common-passwords';

// Why a new password (registration or reset) is refused (a message key), or null: the libs rule (8 to 128
// characters, no composition rules, no trimming) with the server's list of the 10,000 most common passwords.
export function newPasswordProblem(password: string): TextKey | null {
  return passwordRule(password, isCommonPassword);
}
