import { useTranslation } from 'react-i18next';
import { Page } from '@/components/layout/Page';

export function PrivacyPolicyPage() {
  const { t } = useTranslation();
  return <Page title={t('pages.privacyPolicy.title')} description={t('pages.privacyPolicy.description')} />;
}
