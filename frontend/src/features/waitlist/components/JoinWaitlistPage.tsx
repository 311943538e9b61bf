import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { Page } from '@/components/layout/Page';

export function JoinWaitlistPage() {
  const { t } = useTranslation();
  const { productLabel = '' } = useParams<'productId' | 'productLabel'>();
  return (
    <Page title={t('pages.joinWaitlist.title')} description={t('pages.joinWaitlist.description', { product: productLabel })} />
  );
}
