import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { CONTENT_MAX_WIDTH } from './content-width';
import { paths } from '@/config/paths';

const FOOTER_LINKS = [
  { to: paths.contactUs, labelKey: 'footer.contactUs' },
  { to: paths.faq, labelKey: 'footer.faq' },
  { to: paths.privacyPolicy, labelKey: 'footer.privacyPolicy' },
  { to: paths.termsOfService, labelKey: 'footer.termsOfService' },
] as const;

export function Footer() {
  const { t } = useTranslation();
  return (
    <Box component="footer" sx={{ borderTop: 1, borderColor: 'divider', bgcolor: 'background.paper', mt: 'auto' }}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ maxWidth: CONTENT_MAX_WIDTH, mx: 'auto', px: 3, py: 3, justifyContent: 'space-between' }}
      >
        <Stack component="nav" aria-label={t('footer.label')} direction="row" sx={{ flexWrap: 'wrap', gap: 3 }}>
          {FOOTER_LINKS.map((link) => (
            <Link key={link.to} component={RouterLink} to={link.to} color="text.secondary">
              {t(link.labelKey)}
            </Link>
          ))}
        </Stack>
        <Typography variant="body2" color="text.secondary">
          {t('footer.copyright', { year: new Date().getFullYear() })}
        </Typography>
      </Stack>
    </Box>
  );
}
