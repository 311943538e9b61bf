import { useTranslation } from 'react-i18next';
import { Page } from '@/components/layout/Page';

export function CreateTranslationPage() {
  const { t } = useTranslation();
  return <Page title={t('pages.createTranslation.title')} description={t('pages.createTranslation.description')} />;
}
