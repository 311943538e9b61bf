import { useTranslation } from 'react-i18next';
import { Page } from '@/components/layout/Page';

export function FaqPage() {
  const { t } = useTranslation();
  return <Page title={t('pages.faq.title')} description={t('pages.faq.description')} />;
}
