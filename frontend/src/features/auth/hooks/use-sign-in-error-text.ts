import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { AuthError } from '@/lib/auth/auth-reducer';

/** Text of a sign-in failure: the server's detail as is (spec §8), else a translated reason. */
export function useSignInErrorText() {
  const { t } = useTranslation();
  return useCallback(
    (error: AuthError) => {
      if (error.detail) return error.detail;
      switch (error.reason) {
        case 'stateMismatch':
          return t('auth.signIn.errors.stateMismatch');
        case 'missingCode':
          return t('auth.signIn.errors.missingCode');
        case 'providerError':
          return t('auth.signIn.errors.providerError');
        case 'network':
          return t('auth.signIn.errors.network');
        default:
          return t('auth.signIn.errors.failed');
      }
    },
    [t],
  );
}
