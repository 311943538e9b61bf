import { useTranslation } from 'react-i18next';
import { Page } from '@/components/layout/Page';

export function ContactUsPage() {
  const { t } = useTranslation();
  return <Page title={t('pages.contactUs.title')} description={t('pages.contactUs.description')} />;
}
