import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { Page } from '@/components/layout/Page';
import { paths } from '@/config/paths';
import { useAuth } from '@/features/auth/hooks/use-auth';

export function LandingPage() {
  const { t } = useTranslation();
  const { isSignedIn } = useAuth();
  return (
    <Page title={t('pages.landing.title')} description={t('pages.landing.description')}>
      <Typography variant="h2" component="p" color="primary.dark" sx={{ fontSize: '1.5rem' }}>
        {t('pages.landing.slogan')}
      </Typography>
      <div>
        {/* Hero button (spec §2): SIGN IN when signed out, Get Started when signed in. */}
        <Button component={RouterLink} to={isSignedIn ? paths.home : paths.signIn} variant="contained" size="large">
          {isSignedIn ? t('nav.getStarted') : t('nav.signIn')}
        </Button>
      </div>
    </Page>
  );
}
