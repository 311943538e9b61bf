import { useTranslation } from 'react-i18next';
import { Page } from '@/components/layout/Page';

export function AccountPage() {
  const { t } = useTranslation();
  return <Page title={t('pages.account.title')} description={t('pages.account.description')} />;
}
