import { useTranslation } from 'react-i18next';
import { Page } from '@/components/layout/Page';

export function EnterpriseRegisterPage() {
  const { t } = useTranslation();
  return <Page title={t('pages.enterpriseRegister.title')} description={t('pages.enterpriseRegister.description')} />;
}
