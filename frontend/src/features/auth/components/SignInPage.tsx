import BusinessIcon from '@mui/icons-material/Business';
import GoogleIcon from '@mui/icons-material/Google';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Link as RouterLink } from 'react-router';
import { Page } from '@/components/layout/Page';
import { paths } from '@/config/paths';
import { getConfig } from '@/lib/public-config';
import { startGoogleSignIn } from '../api/start-google-sign-in';
import { useAuth } from '@/lib/auth/use-auth';
import { useSignInErrorText } from '../hooks/use-sign-in-error-text';
import { redirectTo } from '../utils/browser-location';
import { oauthRedirectUri, rememberOAuthState } from '../utils/google-oauth';
import { homePathFor } from '../utils/home-path';

/** /sign-in: Google for the public, e-mail and password for enterprise users, and the last sign-in error. */
export function SignInPage() {
  const { t } = useTranslation();
  const { user, isSignedIn, authError } = useAuth();
  const errorText = useSignInErrorText();
  const [starting, setStarting] = useState(false);
  const [unavailable, setUnavailable] = useState(false);

  // Coming back with the browser's Back button may restore this page from the cache: make the button usable again.
  useEffect(() => {
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted) setStarting(false);
    };
    window.addEventListener('pageshow', onPageShow);
    return () => window.removeEventListener('pageshow', onPageShow);
  }, []);

  if (isSignedIn) return <Navigate to={homePathFor(user)} replace />;

  const signInWithGoogle = async () => {
    setStarting(true);
    setUnavailable(false);
    try {
      const config = await getConfig();
      if (!config.googleAuthUrl || !config.googleClientId) throw new Error('Google sign-in is not configured');
      // The server makes the authorization request (state, nonce, PKCE) and keeps its secrets in our cookie.
      const { authorizationUrl } = await startGoogleSignIn(oauthRedirectUri());
      rememberOAuthState(authorizationUrl);
      redirectTo(authorizationUrl);
    } catch {
      setUnavailable(true);
      setStarting(false);
    }
  };

  return (
    <Page title={t('pages.signIn.title')} description={t('pages.signIn.description')}>
      {authError && <Alert severity="error">{errorText(authError)}</Alert>}
      {unavailable && <Alert severity="error">{t('auth.signIn.googleUnavailable')}</Alert>}
      <Stack spacing={2} sx={{ maxWidth: 360 }}>
        <Button
          variant="contained"
          size="large"
          startIcon={<GoogleIcon />}
          onClick={signInWithGoogle}
          loading={starting}
          loadingPosition="start"
        >
          {t('auth.signIn.google')}
        </Button>
        <Button component={RouterLink} to={paths.enterpriseLogin} variant="outlined" size="large" startIcon={<BusinessIcon />}>
          {t('auth.signIn.enterprise')}
        </Button>
      </Stack>
    </Page>
  );
}
