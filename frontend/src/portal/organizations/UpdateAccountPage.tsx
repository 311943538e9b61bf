import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useGetOne } from 'react-admin';
import { useSearchParams } from 'react-router';
import { PageSpinner } from '@/components/ui/PageSpinner';
import { Detail } from '@/portal/components/Detail';
import { Section } from '@/portal/components/Section';
import { useAccountManagerId } from '@/portal/hooks/use-account-manager-id';
import { PortalPage } from '@/portal/layout/PortalPage';
import type { AccountManager, Organization } from '@/lib/api-types';
import { errorReason } from '@/portal/utils/format';
import { ContactCards } from './ContactCards';
import { GlossarySection } from '@/portal/glossary-entries/GlossarySection';
import { PricingSection } from './PricingSection';
import { RegistrationForm } from './RegistrationForm';
import { RegistrationsTable } from './RegistrationsTable';

/** The organisation id of ?org=, or null when it is not a positive integer. */
export function parseOrganizationId(value: string | null): number | null {
  return value && /^\d+$/.test(value) && Number(value) > 0 ? Number(value) : null;
}

/** /admin/accounts/update?org={organizationId}: details, pricing, contacts, invitations and glossary of one organisation. */
export function UpdateAccountPage() {
  const accountManagerId = useAccountManagerId({ notManagerMessage: 'accountManagerNotFound' });
  if (accountManagerId === undefined) return <PageSpinner />;
  return <UpdateAccount accountManagerId={accountManagerId} />;
}

function UpdateAccount({ accountManagerId }: { accountManagerId: number }) {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const organizationId = parseOrganizationId(searchParams.get('org'));
  const account = useGetOne<Organization>('organizations', { id: organizationId ?? 0 }, { enabled: organizationId !== null, retry: false });
  // Only the internal admin's answer says isInternalAdmin; a failure simply hides the switch.
  const manager = useGetOne<AccountManager>('account-managers', { id: accountManagerId }, { retry: false });

  let content: ReactNode;
  if (organizationId === null) {
    content = <Alert severity="error">{t('portal.updateAccount.invalidOrganization')}</Alert>;
  } else if (account.isPending) {
    content = <PageSpinner />;
  } else if (!account.data) {
    content = <Alert severity="error">{errorReason(account.error) ?? t('portal.updateAccount.loadFailed')}</Alert>;
  } else {
    const organization = account.data;
    content = (
      <Stack spacing={3} sx={{ mt: 2 }}>
        <Section id="account-details-title" title={t('portal.updateAccount.sections.details')}>
          <Box component="dl" sx={{ m: 0 }}>
            <Detail term={t('portal.updateAccount.name')}>{organization.label}</Detail>
          </Box>
        </Section>
        <Section id="account-address-title" title={t('portal.updateAccount.sections.address')}>
          <AddressDetails organization={organization} />
        </Section>
        <PricingSection organization={organization} />
        <Section id="account-contacts-title" title={t('portal.updateAccount.sections.contacts')}>
          <ContactCards contacts={organization.contacts} />
        </Section>
        <RegistrationForm
          organizationId={organization.id}
          canInviteManagers={manager.data?.isInternalAdmin === true}
          onSent={() => void account.refetch()}
        />
        <RegistrationsTable registrations={organization.enterpriseRegistrations} />
        <GlossarySection organizationId={organization.id} />
      </Stack>
    );
  }

  return (
    <PortalPage titleKey="portal.updateAccount.title" descriptionKey="portal.updateAccount.description">
      {content}
    </PortalPage>
  );
}

function AddressDetails({ organization }: { organization: Organization }) {
  const { t } = useTranslation();
  const address = organization.address;
  if (!address) return <Typography color="text.secondary">{t('portal.updateAccount.noAddress')}</Typography>;
  return (
    <Box component="dl" sx={{ m: 0 }}>
      <Detail term={t('portal.address.street')}>{address.street}</Detail>
      <Detail term={t('portal.address.city')}>{address.city}</Detail>
      <Detail term={t('portal.updateAccount.region')}>{address.region.label}</Detail>
      <Detail term={t('portal.updateAccount.postalCode')}>{address.postalCode}</Detail>
      <Detail term={t('portal.address.country')}>{address.country.label}</Detail>
    </Box>
  );
}
