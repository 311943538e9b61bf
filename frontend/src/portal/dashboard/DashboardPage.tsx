import Box from '@mui/material/Box';
import Fade from '@mui/material/Fade';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useGetList, useGetOne } from 'react-admin';
import { useSearchParams } from 'react-router';
import { useToast } from '@/components/toast/use-toast';
import { PageSpinner } from '@/components/ui/PageSpinner';
import { useMessage } from '@/hooks/use-message';
import { useAccountManagerId } from '@/portal/hooks/use-account-manager-id';
import { PortalPage } from '@/portal/layout/PortalPage';
import type { Organization, PaygSalesAnswer } from '@/lib/api-types';
import { AccountsTab, FETCH_ACCOUNTS_FAILED_TOAST } from '@/portal/organizations/AccountsTab';
import { SalesTab } from '@/portal/payg-sales/SalesTab';

/** Spec §9: tab changes animate over 300 ms. */
export const TAB_ANIMATION_MS = 300;

const TABS = ['accounts', 'sales'] as const;
type DashboardTab = (typeof TABS)[number];
const TAB_LABEL_KEYS: Record<DashboardTab, string> = {
  accounts: 'portal.dashboard.tabs.accounts',
  sales: 'portal.dashboard.tabs.sales',
};

/** The server's largest page (MAX_PAGE_SIZE): every organisation of a manager fits in the sales filter. */
const ALL_ORGANIZATIONS = 1000;

const tabId = (tab: DashboardTab) => `dashboard-tab-${tab}`;
const panelId = (tab: DashboardTab) => `dashboard-panel-${tab}`;

/**
 * /admin/account-manager: the manager's organisations ("Account Management") and PAYG sales with their 40 %
 * commission ("Sales Overview"). The chosen tab is kept in ?tab= so a reload or a shared link keeps it.
 */
export function DashboardPage() {
  const accountManagerId = useAccountManagerId({ notManagerMessage: 'notAccountManager', checkUser: true });
  if (accountManagerId === undefined) return <PageSpinner />;
  return <Dashboard accountManagerId={accountManagerId} />;
}

function Dashboard({ accountManagerId }: { accountManagerId: number }) {
  const { t } = useTranslation();
  const toast = useToast();
  const message = useMessage();
  const [searchParams, setSearchParams] = useSearchParams();
  const tab: DashboardTab = searchParams.get('tab') === 'sales' ? 'sales' : 'accounts';

  // On load (spec §2): the manager's PAYG sales (count and commission total) and organisations (the sales filter's
  // choices, by name; the accounts tab pages its own list of the same resource).
  const sales = useGetOne<PaygSalesAnswer & { id: number }>('payg-sales-summaries', { id: accountManagerId }, { retry: false });
  const accounts = useGetList<Organization>(
    'organizations',
    { pagination: { page: 1, perPage: ALL_ORGANIZATIONS }, sort: { field: 'label', order: 'ASC' } },
    { retry: false },
  );

  useEffect(() => {
    // Same toast id as the accounts table's own failure, so the manager sees the message once.
    if (accounts.error) toast.error(message('fetchAccountsFailed'), { id: FETCH_ACCOUNTS_FAILED_TOAST });
  }, [accounts.error, toast, message]);

  const selectTab = (next: DashboardTab) => {
    const params = new URLSearchParams(searchParams);
    if (next === 'accounts') params.delete('tab');
    else params.set('tab', next);
    setSearchParams(params, { replace: true });
  };

  return (
    <PortalPage titleKey="portal.dashboard.title" descriptionKey="portal.dashboard.description">
      <Box sx={{ borderBottom: 1, borderColor: 'divider', mt: 2 }}>
        <Tabs value={tab} onChange={(_event, next: DashboardTab) => selectTab(next)} centered aria-label={t('portal.dashboard.tabs.label')}>
          {TABS.map((value) => (
            <Tab
              key={value}
              value={value}
              id={tabId(value)}
              aria-controls={panelId(value)}
              label={t(TAB_LABEL_KEYS[value])}
              sx={{ maxWidth: { xs: '50%', sm: 360 } }}
            />
          ))}
        </Tabs>
      </Box>
      <Fade key={tab} in appear timeout={TAB_ANIMATION_MS}>
        <Box role="tabpanel" id={panelId(tab)} aria-labelledby={tabId(tab)} sx={{ pt: 3 }}>
          {tab === 'accounts' ? <AccountsTab /> : <SalesTab summary={sales} organizations={accounts.data ?? []} />}
        </Box>
      </Fade>
    </PortalPage>
  );
}
