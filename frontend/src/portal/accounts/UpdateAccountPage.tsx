import { PortalPage } from '@/portal/layout/PortalPage';

/** /admin/accounts/update?org={organizationId} */
export function UpdateAccountPage() {
  return <PortalPage titleKey="portal.updateAccount.title" descriptionKey="portal.updateAccount.description" />;
}
