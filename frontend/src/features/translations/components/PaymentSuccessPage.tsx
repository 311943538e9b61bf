import { useTranslation } from 'react-i18next';
import { Page } from '@/components/layout/Page';

export function PaymentSuccessPage() {
  const { t } = useTranslation();
  return <Page title={t('pages.paymentSuccess.title')} description={t('pages.paymentSuccess.description')} />;
}
