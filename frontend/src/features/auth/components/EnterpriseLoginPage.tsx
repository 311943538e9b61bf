import { useTranslation } from 'react-i18next';
import { Page } from '@/components/layout/Page';

export function EnterpriseLoginPage() {
  const { t } = useTranslation();
  return <Page title={t('pages.enterpriseLogin.title')} description={t('pages.enterpriseLogin.description')} />;
}
