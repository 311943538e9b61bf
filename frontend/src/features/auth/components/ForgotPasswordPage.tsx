import { useTranslation } from 'react-i18next';
import { Page } from '@/components/layout/Page';

export function ForgotPasswordPage() {
  const { t } = useTranslation();
  return <Page title={t('pages.forgotPassword.title')} description={t('pages.forgotPassword.description')} />;
}
