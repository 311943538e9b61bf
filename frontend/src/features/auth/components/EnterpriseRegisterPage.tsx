import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { hasErrors, validateEnterpriseRegistration, validateRegistrationLink, type EnterpriseRegistrationField } from '@pt/libs/validation';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Page } from '@/components/layout/Page';
import { paths } from '@/config/paths';
import { useMessage } from '@/hooks/use-message';
import { currentLanguage, isSupportedLanguage } from '@/lib/i18n';
import { useAuth } from '@/lib/auth/use-auth';
import { useRedirectAfter } from '../hooks/use-redirect-after';
import { focusFirstError } from '@/lib/focus-first-error';
import { AuthFormCard } from './AuthFormCard';
import { PasswordField } from './PasswordField';
import { SupportContact } from './SupportContact';

/** Spec §9: after a successful registration, /enterprise/login follows after 2 seconds. */
export const REGISTER_REDIRECT_DELAY_MS = 2000;

const FIELDS: readonly EnterpriseRegistrationField[] = ['activationCode', 'password', 'confirmPassword'];
const fieldId = (field: EnterpriseRegistrationField) => `enterprise-register-${field}`;

/**
 * /enterprise/register?email=…&abc=<organisation id>&lang=en|fr: the invitation link. The invitee enters the
 * activation code from the e-mail and chooses a password.
 */
export function EnterpriseRegisterPage() {
  const { t, i18n } = useTranslation();
  const message = useMessage();
  const [searchParams] = useSearchParams();
  const { status, registerEnterprise, resetOperation } = useAuth();
  const [values, setValues] = useState({ activationCode: '', password: '', confirmPassword: '' });
  const [submitted, setSubmitted] = useState(false);

  const email = searchParams.get('email') ?? '';
  const organizationId = searchParams.get('abc') ?? '';
  const linkErrors = validateRegistrationLink({ email, organizationId });

  // The invitation was written in `lang` (default en); show the page in it when the link names one.
  const linkLanguage = searchParams.get('lang');
  const languageApplied = useRef(false);
  useEffect(() => {
    if (languageApplied.current) return;
    languageApplied.current = true;
    if (isSupportedLanguage(linkLanguage) && linkLanguage !== currentLanguage(i18n)) {
      void i18n.changeLanguage(linkLanguage);
    }
  }, [i18n, linkLanguage]);

  useEffect(() => () => resetOperation('register'), [resetOperation]);

  const { loading, success } = status.register;
  useRedirectAfter(success === true, paths.enterpriseLogin, REGISTER_REDIRECT_DELAY_MS);

  const errors = submitted ? validateEnterpriseRegistration(values) : {};
  const submit = () => {
    if (loading || success) return;
    setSubmitted(true);
    const found = validateEnterpriseRegistration(values);
    if (hasErrors(found)) return focusFirstError(found, FIELDS, fieldId);
    void registerEnterprise({
      email: email.trim(),
      activationCode: values.activationCode.trim(),
      password: values.password,
      organizationId: Number(organizationId),
    });
  };

  const title = t('pages.enterpriseRegister.title');
  if (hasErrors(linkErrors)) {
    return (
      <Page title={title}>
        {linkErrors.email && <Alert severity="error">{message(linkErrors.email)}</Alert>}
        {linkErrors.organizationId && <Alert severity="error">{message(linkErrors.organizationId)}</Alert>}
      </Page>
    );
  }

  const locked = loading || success === true;
  return (
    <Page title={title} description={t('pages.enterpriseRegister.description')}>
      <AuthFormCard label={title} onSubmit={submit}>
        {success === true && <Alert severity="success">{t('auth.register.success')}</Alert>}
        {success === false && (
          <Alert severity="error">
            {message('registrationFailed')} <SupportContact />
          </Alert>
        )}
        <TextField
          id="enterprise-register-email"
          label={t('auth.fields.email')}
          value={email}
          autoComplete="username"
          fullWidth
          slotProps={{ htmlInput: { readOnly: true } }}
        />
        <TextField
          id={fieldId('activationCode')}
          label={t('auth.fields.activationCode')}
          autoComplete="one-time-code"
          value={values.activationCode}
          onChange={(event) => setValues({ ...values, activationCode: event.target.value })}
          error={Boolean(errors.activationCode)}
          helperText={errors.activationCode && message(errors.activationCode)}
          disabled={locked}
          fullWidth
        />
        <PasswordField
          id={fieldId('password')}
          label={t('auth.fields.password')}
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
          {t('auth.register.submit')}
        </Button>
      </AuthFormCard>
    </Page>
  );
}
