import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { paths } from '@/config/paths';

/** A page with a folded corner and text lines, in the brand green. */
function LogoMark() {
  return (
    <Box component="svg" viewBox="0 0 32 32" aria-hidden="true" focusable="false" sx={{ width: 32, height: 32 }}>
      <rect width="32" height="32" rx="6" fill="currentColor" />
      <path d="M9 6h10l6 6v14a2 2 0 0 1-2 2H9a2 2 0 0 1-2-2V8a2 2 0 0 1 2-2z" fill="#fff" />
      <path d="M19 6v6h6" fill="#c8e6c9" />
      <path d="M11 17h10M11 21h7" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </Box>
  );
}

export function Logo() {
  const { t } = useTranslation();
  return (
    <Link
      component={RouterLink}
      to={paths.landing}
      aria-label={t('nav.logoLabel')}
      underline="none"
      sx={{ display: 'inline-flex', alignItems: 'center', gap: 1, color: 'primary.dark' }}
    >
      <LogoMark />
      <Box component="span" sx={{ fontWeight: 700, fontSize: '1.25rem', color: 'text.primary' }}>
        PageTranslate
      </Box>
    </Link>
  );
}
