import { useTranslation } from 'react-i18next';
import { Page } from '@/components/layout/Page';

export function TermsOfServicePage() {
  const { t } = useTranslation();
  return <Page title={t('pages.termsOfService.title')} description={t('pages.termsOfService.description')} />;
}
