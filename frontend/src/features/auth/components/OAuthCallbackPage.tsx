import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { Page } from '@/components/layout/Page';
import { PageSpinner } from '@/components/ui/PageSpinner';
import { paths } from '@/config/paths';
import { isSecondFactorChallenge } from '@/lib/auth/api/login-enterprise';
import { useAuth } from '@/lib/auth/use-auth';
import { consumeOAuthState, oauthRedirectUri } from '../utils/google-oauth';
import { homePathFor } from '../utils/home-path';
import { GoogleLinkForm } from './GoogleLinkForm';
import { SecondFactorStep } from './SecondFactorStep';

/**
 * /oauth2callback: the provider sends the browser back here with `code` and `state`. The state must be the one
 * this tab started (the server checks it again against its cookie, with the nonce and PKCE verifier); the code is
 * then exchanged for a session. Success goes to /home, any failure to /sign-in, where the error is shown. When the
 * Google e-mail belongs to an existing account, the page asks for that account's password to link them. An account
 * with two-step sign-in (a manager or admin) is asked for the code of its authenticator app, then goes to its home.
 */
export function OAuthCallbackPage() {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const { user, isSignedIn, loginWithGoogle, failSocialLogin } = useAuth();
  // A code can be exchanged only once; StrictMode's second effect run must not send it again.
  const handled = useRef(false);
  const [linkEmail, setLinkEmail] = useState<string | null>(null);
  const [challenge, setChallenge] = useState<string | null>(null);

  useEffect(() => {
    if (handled.current) return;
    handled.current = true;

    const code = searchParams.get('code');
    const state = searchParams.get('state');
    const expectedState = consumeOAuthState();
    const fail = (reason: 'providerError' | 'missingCode' | 'stateMismatch') => {
      failSocialLogin({ reason });
      void navigate(paths.signIn, { replace: true });
    };

    if (searchParams.get('error')) return fail('providerError');
    if (!code) return fail('missingCode');
    if (!expectedState || state !== expectedState) return fail('stateMismatch');

    void loginWithGoogle({ code, state, redirectUri: oauthRedirectUri() }).then((result) => {
      if (!result.ok && result.error.reason === 'linkRequired' && result.error.email) return setLinkEmail(result.error.email);
      if (result.ok && isSecondFactorChallenge(result.value)) return setChallenge(result.value.challenge);
      void navigate(result.ok ? paths.home : paths.signIn, { replace: true });
    });
  }, [searchParams, navigate, loginWithGoogle, failSocialLogin]);

  if (challenge) {
    if (isSignedIn) return <Navigate to={homePathFor(user)} replace />;
    return <SecondFactorStep challenge={challenge} onRestart={() => navigate(paths.signIn, { replace: true })} />;
  }

  return (
    <Page title={t('pages.oauthCallback.title')} description={t('pages.oauthCallback.description')}>
      {linkEmail ? (
        <GoogleLinkForm
          email={linkEmail}
          onLinked={() => navigate(paths.home, { replace: true })}
          onCancel={() => navigate(paths.signIn, { replace: true })}
        />
      ) : (
        <PageSpinner />
      )}
    </Page>
  );
}
