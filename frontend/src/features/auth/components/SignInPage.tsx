import { useTranslation } from 'react-i18next';
import { Page } from '@/components/layout/Page';

export function SignInPage() {
  const { t } = useTranslation();
  return <Page title={t('pages.signIn.title')} description={t('pages.signIn.description')} />;
}
