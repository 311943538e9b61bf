import Link from '@mui/material/Link';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { paths } from '@/config/paths';

/** "Contact support" link to the contact form, appended to failure messages. */
export function SupportContact() {
  const { t } = useTranslation();
  return (
    <Link component={RouterLink} to={paths.contactUs} color="inherit" sx={{ fontWeight: 600 }}>
      {t('auth.contactSupport')}
    </Link>
  );
}
