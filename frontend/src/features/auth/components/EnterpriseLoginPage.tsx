import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import TextField from '@mui/material/TextField';
import { hasErrors, validateEnterpriseLogin } from '@pt/libs/validation';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Link as RouterLink } from 'react-router';
import { Page } from '@/components/layout/Page';
import { paths } from '@/config/paths';
import { useMessage } from '@/hooks/use-message';
import { isSecondFactorChallenge } from '@/lib/auth/api/login-enterprise';
import { useAuth } from '@/lib/auth/use-auth';
import { focusFirstError } from '@/lib/focus-first-error';
import { homePathFor } from '../utils/home-path';
import { AuthFormCard } from './AuthFormCard';
import { PasswordField } from './PasswordField';
import { SecondFactorStep } from './SecondFactorStep';

const FIELDS = ['email', 'password'] as const;
const fieldId = (field: (typeof FIELDS)[number]) => `enterprise-login-${field}`;

/**
 * /enterprise/login: e-mail and password; managers then go to their dashboard, everyone else to /home. An account
 * with two-step sign-in is then asked for the code of its authenticator app (or a recovery code) on the same page.
 */
export function EnterpriseLoginPage() {
  const { t } = useTranslation();
  const message = useMessage();
  const { user, isSignedIn, status, loginEnterprise, resetOperation } = useAuth();
  const [values, setValues] = useState({ email: '', password: '' });
  // Errors appear after the first submit, then follow the typing.
  const [submitted, setSubmitted] = useState(false);
  // The password step's challenge, once the server asks for a code.
  const [challenge, setChallenge] = useState<string | null>(null);

  useEffect(() => () => resetOperation('login'), [resetOperation]);

  // After a successful login (or when already signed in) the session decides where to go.
  if (isSignedIn) return <Navigate to={homePathFor(user)} replace />;

  if (challenge) {
    return (
      <SecondFactorStep
        challenge={challenge}
        onRestart={() => {
          resetOperation('login');
          setChallenge(null);
          setValues({ ...values, password: '' });
          setSubmitted(false);
        }}
      />
    );
  }

  const errors = submitted ? validateEnterpriseLogin(values) : {};
  const { loading, success, error } = status.login;

  const submit = () => {
    setSubmitted(true);
    const found = validateEnterpriseLogin(values);
    if (hasErrors(found)) return focusFirstError(found, FIELDS, fieldId);
    void loginEnterprise({ email: values.email.trim(), password: values.password }).then((result) => {
      if (result.ok && isSecondFactorChallenge(result.value)) setChallenge(result.value.challenge);
    });
  };

  return (
    <Page title={t('pages.enterpriseLogin.title')} description={t('pages.enterpriseLogin.description')}>
      <AuthFormCard label={t('pages.enterpriseLogin.title')} onSubmit={submit}>
        {success === false && <Alert severity="error">{error?.detail ?? message('enterpriseLoginFailed')}</Alert>}
        <TextField
          id={fieldId('email')}
          label={t('auth.fields.email')}
          type="email"
          autoComplete="username"
          value={values.email}
          onChange={(event) => setValues({ ...values, email: event.target.value })}
          error={Boolean(errors.email)}
          helperText={errors.email && message(errors.email)}
          disabled={loading}
          fullWidth
        />
        <PasswordField
          id={fieldId('password')}
          label={t('auth.fields.password')}
          autoComplete="current-password"
          value={values.password}
          onChange={(password) => setValues({ ...values, password })}
          error={errors.password && message(errors.password)}
          disabled={loading}
        />
        <Button type="submit" variant="contained" size="large" loading={loading}>
          {t('auth.enterpriseLogin.submit')}
        </Button>
        <Link component={RouterLink} to={paths.forgotPassword} sx={{ alignSelf: 'flex-start' }}>
          {t('auth.enterpriseLogin.forgotPassword')}
        </Link>
      </AuthFormCard>
    </Page>
  );
}
