import { PortalPage } from '@/portal/layout/PortalPage';

/** /admin/account-manager/organization/create */
export function CreateOrganizationPage() {
  return (
    <PortalPage titleKey="portal.createOrganization.title" descriptionKey="portal.createOrganization.description" />
  );
}
