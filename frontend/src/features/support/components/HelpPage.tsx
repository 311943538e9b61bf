import ArrowForward from '@mui/icons-material/ArrowForward';
import MailOutline from '@mui/icons-material/MailOutline';
import QuizOutlined from '@mui/icons-material/QuizOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { Page } from '@/components/layout/Page';
import { paths } from '@/config/paths';

const LINKS = [
  { to: paths.faq, labelKey: 'help.faq', icon: QuizOutlined },
  { to: paths.contactUs, labelKey: 'help.contact', icon: MailOutline },
] as const;

/** `/help`: "Coming soon" (spec §2), with the two pages that already answer questions. */
export function HelpPage() {
  const { t } = useTranslation();
  return (
    <Page title={t('pages.help.title')}>
      <Typography color="text.secondary" sx={{ maxWidth: 640, fontSize: '1.125rem' }}>
        {t('help.text')}
      </Typography>
      <Box
        component="nav"
        aria-label={t('help.links')}
        sx={{ display: 'flex', flexDirection: { xs: 'column', sm: 'row' }, gap: 2, alignItems: { xs: 'stretch', sm: 'center' } }}
      >
        {LINKS.map(({ to, labelKey, icon: Icon }) => (
          <Button
            key={to}
            component={RouterLink}
            to={to}
            variant="outlined"
            size="large"
            startIcon={<Icon aria-hidden />}
            endIcon={<ArrowForward aria-hidden />}
            sx={{ justifyContent: 'space-between' }}
          >
            {t(labelKey)}
          </Button>
        ))}
      </Box>
    </Page>
  );
}
