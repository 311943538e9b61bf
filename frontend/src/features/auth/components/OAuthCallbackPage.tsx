import { useTranslation } from 'react-i18next';
import { Page } from '@/components/layout/Page';
import { PageSpinner } from '@/components/ui/PageSpinner';

export function OAuthCallbackPage() {
  const { t } = useTranslation();
  return (
    <Page title={t('pages.oauthCallback.title')} description={t('pages.oauthCallback.description')}>
      <PageSpinner />
    </Page>
  );
}
