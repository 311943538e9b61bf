import { useTranslation } from 'react-i18next';
import { Page } from '@/components/layout/Page';
import { LegalDocument } from './LegalDocument';
import { PolicyAcceptance } from './PolicyAcceptance';

/** Section ids of legal.privacy.sections, in reading order. */
const PRIVACY_SECTIONS = [
  'about',
  'collect',
  'use',
  'documents',
  'payments',
  'cookies',
  'sharing',
  'retention',
  'security',
  'rights',
  'children',
  'contact',
  'changes',
] as const;

export function PrivacyPolicyPage() {
  const { t } = useTranslation();
  return (
    <Page title={t('pages.privacyPolicy.title')} description={t('pages.privacyPolicy.description')}>
      <LegalDocument policy="privacy" sections={PRIVACY_SECTIONS} />
      <PolicyAcceptance policy="privacy" />
    </Page>
  );
}
