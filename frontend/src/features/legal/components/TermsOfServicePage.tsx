import { useTranslation } from 'react-i18next';
import { Page } from '@/components/layout/Page';
import { LegalDocument } from './LegalDocument';
import { PolicyAcceptance } from './PolicyAcceptance';

/** Section ids of legal.terms.sections, in reading order. */
const TERMS_SECTIONS = [
  'acceptance',
  'service',
  'eligibility',
  'account',
  'content',
  'machineTranslation',
  'pricing',
  'refunds',
  'acceptableUse',
  'intellectualProperty',
  'warranties',
  'liability',
  'termination',
  'governingLaw',
  'changes',
  'language',
  'contact',
] as const;

export function TermsOfServicePage() {
  const { t } = useTranslation();
  return (
    <Page title={t('pages.termsOfService.title')} description={t('pages.termsOfService.description')}>
      <LegalDocument policy="terms" sections={TERMS_SECTIONS} />
      <PolicyAcceptance policy="terms" />
    </Page>
  );
}
