import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { Page } from '@/components/layout/Page';
import { paths } from '@/config/paths';

export function LandingPage() {
  const { t } = useTranslation();
  return (
    <Page title={t('pages.landing.title')} description={t('pages.landing.description')}>
      <Typography variant="h2" component="p" color="primary.dark" sx={{ fontSize: '1.5rem' }}>
        {t('pages.landing.slogan')}
      </Typography>
      <div>
        <Button component={RouterLink} to={paths.signIn} variant="contained" size="large">
          {t('nav.signIn')}
        </Button>
      </div>
    </Page>
  );
}
