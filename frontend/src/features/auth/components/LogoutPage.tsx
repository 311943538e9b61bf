import { useTranslation } from 'react-i18next';
import { Page } from '@/components/layout/Page';
import { PageSpinner } from '@/components/ui/PageSpinner';

export function LogoutPage() {
  const { t } = useTranslation();
  return (
    <Page title={t('pages.logout.title')} description={t('pages.logout.description')}>
      <PageSpinner />
    </Page>
  );
}
