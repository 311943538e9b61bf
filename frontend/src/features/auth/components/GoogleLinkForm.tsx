import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuth } from '@/lib/auth/use-auth';
import { AuthFormCard } from './AuthFormCard';
import { PasswordField } from './PasswordField';

interface GoogleLinkFormProps {
  /** The e-mail of the existing account. */
  email: string;
  /** Signed in: the caller leaves the page. */
  onLinked: () => void;
  onCancel: () => void;
}

/**
 * Shown on /oauth2callback when the Google e-mail belongs to an existing account: its password, once, links Google
 * to it (the server e-mails the user about it). A wrong password shows the server's detail.
 */
export function GoogleLinkForm({ email, onLinked, onCancel }: GoogleLinkFormProps) {
  const { t } = useTranslation();
  const { linkGoogleAccount } = useAuth();
  const [password, setPassword] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const [loading, setLoading] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const missing = submitted && password === '';

  const submit = async () => {
    setSubmitted(true);
    if (password === '') return;
    setLoading(true);
    setServerError(null);
    const result = await linkGoogleAccount(password);
    setLoading(false);
    if (result.ok) onLinked();
    else setServerError(result.error.detail ?? t('auth.signIn.errors.failed'));
  };

  return (
    <AuthFormCard label={t('auth.googleLink.title')} onSubmit={() => void submit()}>
      <Typography variant="h2" sx={{ fontSize: '1.25rem' }}>
        {t('auth.googleLink.title')}
      </Typography>
      <Typography>{t('auth.googleLink.intro', { email })}</Typography>
      {serverError && <Alert severity="error">{serverError}</Alert>}
      <PasswordField
        id="google-link-password"
        label={t('auth.fields.password')}
        autoComplete="current-password"
        value={password}
        onChange={setPassword}
        error={missing ? t('auth.googleLink.passwordRequired') : undefined}
        disabled={loading}
      />
      <Stack direction="row" spacing={2}>
        <Button type="submit" variant="contained" size="large" loading={loading}>
          {t('auth.googleLink.submit')}
        </Button>
        <Button variant="text" size="large" onClick={onCancel} disabled={loading}>
          {t('auth.googleLink.cancel')}
        </Button>
      </Stack>
    </AuthFormCard>
  );
}
