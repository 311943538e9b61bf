import { useTranslation } from 'react-i18next';
import { Page } from '@/components/layout/Page';

export function ResetPasswordPage() {
  const { t } = useTranslation();
  return <Page title={t('pages.resetPassword.title')} description={t('pages.resetPassword.description')} />;
}
