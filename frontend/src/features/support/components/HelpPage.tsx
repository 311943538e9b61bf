import { useTranslation } from 'react-i18next';
import { Page } from '@/components/layout/Page';

/** The spec's /help shows only "Coming soon". */
export function HelpPage() {
  const { t } = useTranslation();
  return <Page title={t('pages.help.title')} />;
}
