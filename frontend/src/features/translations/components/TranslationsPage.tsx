import { useTranslation } from 'react-i18next';
import { Page } from '@/components/layout/Page';

export function TranslationsPage() {
  const { t } = useTranslation();
  return <Page title={t('pages.home.title')} description={t('pages.home.description')} />;
}
