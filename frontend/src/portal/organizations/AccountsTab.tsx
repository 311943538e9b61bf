import AddIcon from '@mui/icons-material/Add';
import EditIcon from '@mui/icons-material/Edit';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable, ListBase, Pagination, useListContext } from 'react-admin';
import { Link as RouterLink } from 'react-router';
import { useToast } from '@/components/toast/use-toast';
import { adminPaths } from '@/config/paths';
import { useMessage } from '@/hooks/use-message';
import { currentLanguage } from '@/lib/i18n';
import type { Organization } from '@/lib/api-types';
import { formatDollars } from '@/portal/utils/format';

/** One toast for "Fetching accounts data failed", whichever request failed. */
export const FETCH_ACCOUNTS_FAILED_TOAST = 'portal-fetch-accounts-failed';

const NO_VALUE = '-';
/** Amounts stay on one line ("2,50 $ CAD"); the table scrolls in its box when the screen is narrow. */
const ONE_LINE = () => ({ whiteSpace: 'nowrap' });

/** "Account Management": the manager's organisations, paged and sorted by the server (resource `organizations`). */
export function AccountsTab() {
  const { t } = useTranslation();
  const toast = useToast();
  const message = useMessage();
  return (
    <ListBase<Organization>
      resource="organizations"
      sort={{ field: 'createdAt', order: 'DESC' }}
      perPage={10}
      disableSyncWithLocation
      storeKey="portalDashboardAccounts"
      queryOptions={{
        onError: () => toast.error(message('fetchAccountsFailed'), { id: FETCH_ACCOUNTS_FAILED_TOAST }),
      }}
    >
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ alignItems: { xs: 'stretch', sm: 'center' }, justifyContent: 'space-between', mb: 2 }}
      >
        <Typography variant="h6" component="h2" id="accounts-title">
          {t('portal.dashboard.accounts.title')}
        </Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
          <AccountSearch />
          <Button
            component={RouterLink}
            to={adminPaths.createOrganization}
            variant="contained"
            startIcon={<AddIcon />}
            sx={{ whiteSpace: 'nowrap', flexShrink: 0 }}
          >
            {t('portal.dashboard.accounts.add')}
          </Button>
        </Stack>
      </Stack>
      <AccountsTable />
    </ListBase>
  );
}

/** Filters by name (`q`, label contains), sent to the server once the typing pauses. */
function AccountSearch() {
  const { t } = useTranslation();
  const { filterValues, setFilters } = useListContext();
  const [value, setValue] = useState(typeof filterValues.q === 'string' ? filterValues.q : '');
  return (
    <TextField
      size="small"
      type="search"
      label={t('portal.dashboard.accounts.search')}
      value={value}
      onChange={(event) => {
        setValue(event.target.value);
        const q = event.target.value.trim();
        setFilters(q ? { ...filterValues, q } : withoutKey(filterValues, 'q'), undefined, true);
      }}
    />
  );
}

function withoutKey(values: Record<string, unknown>, key: string): Record<string, unknown> {
  const { [key]: _removed, ...rest } = values;
  return rest;
}

function AccountsTable() {
  const { t, i18n } = useTranslation();
  const language = currentLanguage(i18n);
  const message = useMessage();
  const { error, filterValues } = useListContext<Organization>();
  if (error) return <Alert severity="error">{message('fetchAccountsFailed')}</Alert>;

  const price = (dollars: number | undefined, record: Organization) => {
    const currency = record.paygPricePlan?.currency.value;
    return (currency && formatDollars(dollars, currency, language)) || NO_VALUE;
  };
  const priceOf = (record: Organization) => price(record.paygPricePlan?.pagePrice, record);
  const ldiOf = (record: Organization) => price(record.paygPricePlan?.longDocIncentive?.pagePrice, record);
  const empty = (
    <Typography sx={{ py: 3, textAlign: 'center' }} color="text.secondary">
      {filterValues.q ? t('portal.dashboard.accounts.noMatch') : t('portal.dashboard.accounts.empty')}
    </Typography>
  );

  return (
    <>
      <Box sx={{ overflowX: 'auto' }}>
        <DataTable<Organization> rowClick={false} bulkActionButtons={false} empty={empty} aria-labelledby="accounts-title">
          <DataTable.Col<Organization> source="label" label="portal.dashboard.accounts.columns.organization" />
          <DataTable.Col<Organization>
            label="portal.dashboard.accounts.columns.country"
            disableSort
            render={(record) => record.address?.country.label ?? NO_VALUE}
          />
          <DataTable.Col<Organization> label="portal.dashboard.accounts.columns.pagePrice" disableSort render={priceOf} cellSx={ONE_LINE} />
          <DataTable.Col<Organization> label="portal.dashboard.accounts.columns.ldiPrice" disableSort render={ldiOf} cellSx={ONE_LINE} />
          <DataTable.Col<Organization>
            label="portal.dashboard.accounts.columns.actions"
            disableSort
            render={(record) => (
              <IconButton
                component={RouterLink}
                to={adminPaths.updateAccount(record.id)}
                aria-label={t('portal.dashboard.accounts.edit', { name: record.label })}
                size="small"
              >
                <EditIcon fontSize="small" />
              </IconButton>
            )}
          />
        </DataTable>
      </Box>
      <Pagination rowsPerPageOptions={[10, 25, 50]} />
    </>
  );
}
