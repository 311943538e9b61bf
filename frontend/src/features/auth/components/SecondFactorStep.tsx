import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { hasErrors, validateSecondFactorCode } from '@pt/libs/validation';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Page } from '@/components/layout/Page';
import { useMessage } from '@/hooks/use-message';
import { useAuth } from '@/lib/auth/use-auth';
import { AuthFormCard } from './AuthFormCard';

const CODE_FIELD_ID = 'enterprise-login-code';

/**
 * The code step of two-step sign-in, after the password (/enterprise/login) or Google (/oauth2callback): the 6 digits
 * of the authenticator app, or (switched to) one of the recovery codes, sent with the challenge of the first step.
 * The session starts when the code is right; the page that shows this step decides where to go then.
 */
export function SecondFactorStep({ challenge, onRestart }: { challenge: string; onRestart: () => void }) {
  const { t } = useTranslation();
  const message = useMessage();
  const { status, loginEnterpriseSecondFactor } = useAuth();
  const [code, setCode] = useState('');
  const [recovery, setRecovery] = useState(false);
  const [submitted, setSubmitted] = useState(false);
  const { loading, success, error } = status.login;
  const errors = submitted ? validateSecondFactorCode({ code, recovery }) : {};

  const submit = () => {
    setSubmitted(true);
    if (hasErrors(validateSecondFactorCode({ code, recovery }))) return document.getElementById(CODE_FIELD_ID)?.focus();
    void loginEnterpriseSecondFactor({ challenge, code: code.trim() });
  };

  const switchMode = () => {
    setRecovery(!recovery);
    setCode('');
    setSubmitted(false);
    document.getElementById(CODE_FIELD_ID)?.focus();
  };

  return (
    <Page
      title={t('auth.enterpriseLogin.secondFactor.title')}
      description={t(recovery ? 'auth.enterpriseLogin.secondFactor.recoveryIntro' : 'auth.enterpriseLogin.secondFactor.intro')}
    >
      <AuthFormCard label={t('auth.enterpriseLogin.secondFactor.title')} onSubmit={submit}>
        {success === false && <Alert severity="error">{error?.detail ?? message('enterpriseLoginFailed')}</Alert>}
        <TextField
          id={CODE_FIELD_ID}
          key={recovery ? 'recovery' : 'app'}
          label={t(recovery ? 'auth.enterpriseLogin.secondFactor.recoveryCode' : 'auth.enterpriseLogin.secondFactor.code')}
          value={code}
          onChange={(event) => setCode(event.target.value)}
          autoComplete={recovery ? 'off' : 'one-time-code'}
          slotProps={{ htmlInput: recovery ? { spellCheck: false, autoCapitalize: 'characters' } : { inputMode: 'numeric' } }}
          error={Boolean(errors.code)}
          helperText={errors.code && message(errors.code)}
          disabled={loading}
          autoFocus
          fullWidth
        />
        <Button type="submit" variant="contained" size="large" loading={loading}>
          {t('auth.enterpriseLogin.secondFactor.submit')}
        </Button>
        <Button onClick={switchMode} disabled={loading} sx={{ alignSelf: 'flex-start' }}>
          {t(recovery ? 'auth.enterpriseLogin.secondFactor.useApp' : 'auth.enterpriseLogin.secondFactor.useRecovery')}
        </Button>
        <Button onClick={onRestart} disabled={loading} sx={{ alignSelf: 'flex-start' }}>
          {t('auth.enterpriseLogin.secondFactor.startAgain')}
        </Button>
      </AuthFormCard>
    </Page>
  );
}
