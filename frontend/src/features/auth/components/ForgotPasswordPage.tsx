import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import TextField from '@mui/material/TextField';
import { hasErrors, validateForgotPassword } from '@pt/libs/validation';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { Page } from '@/components/layout/Page';
import { paths } from '@/config/paths';
import { useMessage } from '@/hooks/use-message';
import { useAuth } from '@/lib/auth/use-auth';
import { AuthFormCard } from './AuthFormCard';
import { SupportContact } from './SupportContact';

const EMAIL_ID = 'forgot-password-email';

/** /forgot-password: asks for a reset link. The answer never says whether the account exists. */
export function ForgotPasswordPage() {
  const { t } = useTranslation();
  const message = useMessage();
  const { status, requestPasswordReset, resetOperation } = useAuth();
  const [email, setEmail] = useState('');
  const [sentTo, setSentTo] = useState('');
  const [submitted, setSubmitted] = useState(false);

  useEffect(() => () => resetOperation('forgotPassword'), [resetOperation]);

  const { loading, success } = status.forgotPassword;
  const errors = submitted ? validateForgotPassword({ email }) : {};

  const submit = () => {
    setSubmitted(true);
    if (hasErrors(validateForgotPassword({ email }))) return document.getElementById(EMAIL_ID)?.focus();
    const address = email.trim();
    setSentTo(address);
    void requestPasswordReset(address);
  };

  const backToLogin = (
    <Link component={RouterLink} to={paths.signIn} sx={{ alignSelf: 'flex-start' }}>
      {t('auth.backToLogin')}
    </Link>
  );

  return (
    <Page title={t('pages.forgotPassword.title')} description={t('pages.forgotPassword.description')}>
      {success === true ? (
        <>
          <Alert severity="success">{t('auth.forgotPassword.success', { email: sentTo })}</Alert>
          {backToLogin}
        </>
      ) : (
        <AuthFormCard label={t('pages.forgotPassword.title')} onSubmit={submit}>
          {success === false && (
            <Alert severity="error">
              {message('forgotPasswordFailed')} <SupportContact />
            </Alert>
          )}
          <TextField
            id={EMAIL_ID}
            label={t('auth.fields.email')}
            type="email"
            autoComplete="email"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            error={Boolean(errors.email)}
            helperText={errors.email && message(errors.email)}
            disabled={loading}
            fullWidth
          />
          <Button type="submit" variant="contained" size="large" loading={loading}>
            {t('auth.forgotPassword.submit')}
          </Button>
          {backToLogin}
        </AuthFormCard>
      )}
    </Page>
  );
}
