import { PortalPage } from '@/portal/layout/PortalPage';

/** /admin/account-manager: accounts and PAYG sales of the signed-in account manager. */
export function DashboardPage() {
  return <PortalPage titleKey="portal.dashboard.title" descriptionKey="portal.dashboard.description" />;
}
