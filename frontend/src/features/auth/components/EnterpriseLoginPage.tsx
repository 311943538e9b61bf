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
import { useAuth } from '../hooks/use-auth';
import { focusFirstError } from '../utils/focus-first-error';
import { homePathFor } from '../utils/home-path';
import { AuthFormCard } from './AuthFormCard';
import { PasswordField } from './PasswordField';

const FIELDS = ['email', 'password'] as const;
const fieldId = (field: (typeof FIELDS)[number]) => `enterprise-login-${field}`;

/** /enterprise/login: e-mail and password; managers then go to their dashboard, everyone else to /home. */
export function EnterpriseLoginPage() {
  const { t } = useTranslation();
  const message = useMessage();
  const { user, isSignedIn, status, loginEnterprise, resetOperation } = useAuth();
  const [values, setValues] = useState({ email: '', password: '' });
  // Errors appear after the first submit, then follow the typing.
  const [submitted, setSubmitted] = useState(false);

  useEffect(() => () => resetOperation('login'), [resetOperation]);

  // After a successful login (or when already signed in) the session decides where to go.
  if (isSignedIn) return <Navigate to={homePathFor(user)} replace />;

  const errors = submitted ? validateEnterpriseLogin(values) : {};
  const { loading, success, error } = status.login;

  const submit = () => {
    setSubmitted(true);
    const found = validateEnterpriseLogin(values);
    if (hasErrors(found)) return focusFirstError(found, FIELDS, fieldId);
    void loginEnterprise({ email: values.email.trim(), password: values.password });
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
