import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import { hasErrors, validateResetLink, validateResetPassword } from '@pt/libs/validation';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { Page } from '@/components/layout/Page';
import { paths } from '@/config/paths';
import { useMessage } from '@/hooks/use-message';
import { useAuth } from '@/lib/auth/use-auth';
import { useRedirectAfter } from '../hooks/use-redirect-after';
import { focusFirstError } from '@/lib/focus-first-error';
import { AuthFormCard } from './AuthFormCard';
import { PasswordField } from './PasswordField';
import { SupportContact } from './SupportContact';

/** Spec §9: after a successful reset, /enterprise/login follows after 3 seconds. */
export const RESET_REDIRECT_DELAY_MS = 3000;

const FIELDS = ['password', 'confirmPassword'] as const;
const fieldId = (field: (typeof FIELDS)[number]) => `reset-password-${field}`;

/** /forgot-password-reset?email=…&token=…: the e-mailed link; sets a new password. */
export function ResetPasswordPage() {
  const { t } = useTranslation();
  const message = useMessage();
  const [searchParams] = useSearchParams();
  const { status, resetPassword, resetOperation } = useAuth();
  const [values, setValues] = useState({ password: '', confirmPassword: '' });
  const [submitted, setSubmitted] = useState(false);

  const email = searchParams.get('email') ?? '';
  const token = searchParams.get('token') ?? '';
  const linkError = validateResetLink({ email, token });

  useEffect(() => () => resetOperation('newPassword'), [resetOperation]);

  const { loading, success } = status.newPassword;
  useRedirectAfter(success === true, paths.enterpriseLogin, RESET_REDIRECT_DELAY_MS);

  const title = t('pages.resetPassword.title');
  if (linkError) {
    return (
      <Page title={title}>
        <Alert severity="error">{message(linkError)}</Alert>
        <Link component={RouterLink} to={paths.forgotPassword} sx={{ alignSelf: 'flex-start' }}>
          {t('auth.resetPassword.requestNewLink')}
        </Link>
      </Page>
    );
  }

  const errors = submitted ? validateResetPassword(values) : {};
  const submit = () => {
    if (loading || success) return;
    setSubmitted(true);
    const found = validateResetPassword(values);
    if (hasErrors(found)) return focusFirstError(found, FIELDS, fieldId);
    void resetPassword({ email: email.trim(), token, password: values.password });
  };

  const locked = loading || success === true;
  return (
    <Page title={title} description={t('pages.resetPassword.description')}>
      <AuthFormCard label={title} onSubmit={submit}>
        {success === true && <Alert severity="success">{t('auth.resetPassword.success')}</Alert>}
        {success === false && (
          <Alert severity="error">
            {message('resetPasswordFailed')} <SupportContact />
          </Alert>
        )}
        <PasswordField
          id={fieldId('password')}
          label={t('auth.fields.newPassword')}
          autoComplete="new-password"
          value={values.password}
          onChange={(password) => setValues({ ...values, password })}
          error={errors.password && message(errors.password)}
          disabled={locked}
        />
        <PasswordField
          id={fieldId('confirmPassword')}
          label={t('auth.fields.confirmPassword')}
          autoComplete="new-password"
          value={values.confirmPassword}
          onChange={(confirmPassword) => setValues({ ...values, confirmPassword })}
          error={errors.confirmPassword && message(errors.confirmPassword)}
          disabled={locked}
        />
        <Button type="submit" variant="contained" size="large" loading={loading} disabled={success === true}>
          {t('auth.resetPassword.submit')}
        </Button>
      </AuthFormCard>
    </Page>
  );
}
