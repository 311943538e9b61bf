import DownloadIcon from '@mui/icons-material/Download';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { COMMISSION_RATE_PERCENT } from '@pt/libs/commission';
import { Suspense, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable, ListBase, Pagination, useListContext } from 'react-admin';
import { useToast } from '@/components/toast/use-toast';
import { PageSpinner } from '@/components/ui/PageSpinner';
import { useMessage } from '@/hooks/use-message';
import { currentLanguage, type Language } from '@/lib/i18n';
import { lazyImport } from '@/lib/lazy-import';
import { fetchSalesCsv } from './download-sales-csv';
import type { Organization, PaygSale, PaygSalesAnswer } from '@/lib/api-types';
import { formatCents, formatLocalDate, localDay, localDayBound } from '@/portal/utils/format';
import { saveBlob } from '@/lib/save-file';

// The chart library (@mui/x-charts, the portal's largest dependency) downloads only when the sales tab is shown.
const SalesChart = lazyImport(() => import('./SalesChart').then(({ SalesChart }) => ({ SalesChart })), 'SalesChart');

const NO_VALUE = '-';
/** Order numbers, amounts and dates stay on one line ("6,80 $ CAD"); the table scrolls in its box when the screen is narrow. */
const ONE_LINE = () => ({ whiteSpace: 'nowrap' });
export const SALES_CSV_FILENAME = 'payg-sales.csv';

/** The spec's GET /admin/account-manager/{id}/payg-sales (resource payg-sales-summaries): count and commission total. */
export interface SalesSummaryQuery {
  data?: PaygSalesAnswer;
  isPending: boolean;
}

interface SalesTabProps {
  summary: SalesSummaryQuery;
  /** The manager's organisations, to filter the table. */
  organizations: Organization[];
}

/** "Sales Overview": totals, the monthly chart, the CSV export and the sales table (resource `payg-sales`). */
export function SalesTab({ summary, organizations }: SalesTabProps) {
  return (
    <Stack spacing={3}>
      <SalesSummary summary={summary} />
      <Suspense fallback={<PageSpinner />}>
        <SalesChart />
      </Suspense>
      <ListBase<PaygSale>
        resource="payg-sales"
        sort={{ field: 'purchaseDate', order: 'DESC' }}
        perPage={10}
        disableSyncWithLocation
        storeKey="portalDashboardSales"
        // The table shows its own error text; no react-admin toast on top of it.
        queryOptions={{ onError: () => undefined }}
      >
        <SalesToolbar organizations={organizations} />
        <SalesTable />
      </ListBase>
    </Stack>
  );
}

function SalesSummary({ summary }: { summary: SalesSummaryQuery }) {
  const { t, i18n } = useTranslation();
  const message = useMessage();
  const language = currentLanguage(i18n);
  if (summary.isPending) return <PageSpinner />;
  if (!summary.data) return <Alert severity="error">{message('fetchPaygSalesFailed')}</Alert>;

  const { paygSales, commissionTotalCents, currency } = summary.data;
  const total = currency ? formatCents(commissionTotalCents, currency.value, language) : null;
  return (
    <Box component="section" aria-labelledby="sales-title">
      <Typography variant="h6" component="h2" id="sales-title">
        {t('portal.dashboard.sales.title', { count: paygSales.length })}
      </Typography>
      <Box component="dl" sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, m: 0, mt: 1 }}>
        {/* The count is in the heading; the total is what the manager earns. */}
        <Stat term={t('portal.dashboard.sales.commissionTotal')} value={total ?? NO_VALUE} />
      </Box>
    </Box>
  );
}

function Stat({ term, value }: { term: string; value: string }) {
  return (
    <Paper variant="outlined" sx={{ px: 2, py: 1.5, minWidth: { xs: '100%', sm: 200 } }}>
      <Typography component="dt" variant="body2" color="text.secondary">
        {term}
      </Typography>
      <Typography component="dd" variant="h5" sx={{ m: 0, fontWeight: 600 }}>
        {value}
      </Typography>
    </Paper>
  );
}

/** Filters (organisation, purchase dates) for the table, and the CSV export of every sale. */
function SalesToolbar({ organizations }: { organizations: Organization[] }) {
  const { t } = useTranslation();
  const { filterValues, setFilters } = useListContext();
  // The inputs own the filters: two quick changes must not each start from the list's not-yet-updated values.
  const [values, setValues] = useState<Record<string, unknown>>(filterValues);
  const latest = useRef(values);
  const setFilter = (key: 'organizationId' | 'from' | 'to', value: string) => {
    const next: Record<string, unknown> = { ...latest.current };
    // Dates are sent as the instants where the local day starts and ends, as the table shows local dates.
    const sent = key === 'organizationId' ? Number(value) : localDayBound(value, key === 'from' ? 'start' : 'end');
    if (value && sent) next[key] = sent;
    else delete next[key];
    latest.current = next;
    setValues(next);
    setFilters(next);
  };
  const organizationId = typeof values.organizationId === 'number' ? String(values.organizationId) : '';
  const day = (key: 'from' | 'to') => (typeof values[key] === 'string' ? localDay(values[key]) : '');

  return (
    <Stack
      direction={{ xs: 'column', lg: 'row' }}
      spacing={2}
      sx={{ alignItems: { xs: 'stretch', lg: 'center' }, justifyContent: 'space-between', mb: 2 }}
    >
      <Typography variant="h6" component="h2" id="sales-table-title">
        {t('portal.dashboard.sales.tableTitle')}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
        <TextField
          select
          size="small"
          label={t('portal.dashboard.sales.filters.organization')}
          value={organizationId}
          onChange={(event) => setFilter('organizationId', event.target.value)}
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
          sx={{ minWidth: 220 }}
        >
          <option value="">{t('portal.dashboard.sales.filters.allOrganizations')}</option>
          {organizations.map((organization) => (
            <option key={organization.id} value={organization.id}>
              {organization.label}
            </option>
          ))}
        </TextField>
        <TextField
          type="date"
          size="small"
          label={t('portal.dashboard.sales.filters.from')}
          value={day('from')}
          onChange={(event) => setFilter('from', event.target.value)}
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <TextField
          type="date"
          size="small"
          label={t('portal.dashboard.sales.filters.to')}
          value={day('to')}
          onChange={(event) => setFilter('to', event.target.value)}
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <ExportButton />
      </Stack>
    </Stack>
  );
}

/** Downloads the server's CSV of all the manager's sales (GET /admin/resources/payg-sales.csv, bearer token). */
function ExportButton() {
  const { t } = useTranslation();
  const toast = useToast();
  const [loading, setLoading] = useState(false);
  const exportCsv = async () => {
    setLoading(true);
    try {
      saveBlob(new Blob([await fetchSalesCsv()], { type: 'text/csv;charset=utf-8' }), SALES_CSV_FILENAME);
    } catch {
      toast.error(t('portal.dashboard.sales.exportFailed'));
    } finally {
      setLoading(false);
    }
  };
  return (
    <Button
      variant="outlined"
      startIcon={<DownloadIcon />}
      loading={loading}
      onClick={() => void exportCsv()}
      sx={{ whiteSpace: 'nowrap', flexShrink: 0 }}
    >
      {t('portal.dashboard.sales.export')}
    </Button>
  );
}

function SalesTable() {
  const { t, i18n } = useTranslation();
  const message = useMessage();
  const language: Language = currentLanguage(i18n);
  const { error, filterValues } = useListContext<PaygSale>();
  if (error) return <Alert severity="error">{message('fetchPaygSalesFailed')}</Alert>;

  const filtered = Object.keys(filterValues).length > 0;
  const empty = (
    <Typography sx={{ py: 3, textAlign: 'center' }} color="text.secondary">
      {filtered ? t('portal.dashboard.sales.noMatch') : t('portal.dashboard.sales.empty')}
    </Typography>
  );
  const money = (cents: number, sale: PaygSale) => formatCents(cents, sale.currency.value, language) ?? NO_VALUE;

  return (
    <>
      <Box sx={{ overflowX: 'auto' }}>
        <DataTable<PaygSale> rowClick={false} bulkActionButtons={false} empty={empty} aria-labelledby="sales-table-title">
          <DataTable.Col<PaygSale>
            label="portal.dashboard.sales.columns.organization"
            disableSort
            render={(sale) => sale.organization?.label ?? ''}
          />
          <DataTable.Col<PaygSale> label="portal.dashboard.sales.columns.user" disableSort render={(sale) => sale.user.email} />
          <DataTable.Col<PaygSale> source="pageCount" label="portal.dashboard.sales.columns.pages" />
          <DataTable.Col<PaygSale> source="orderNumber" label="portal.dashboard.sales.columns.orderNumber" disableSort cellSx={ONE_LINE} />
          <DataTable.Col<PaygSale>
            source="subTotalCents"
            label="portal.dashboard.sales.columns.total"
            render={(sale) => money(sale.subTotalCents, sale)}
            cellSx={ONE_LINE}
          />
          <DataTable.Col<PaygSale>
            label={t('portal.dashboard.sales.columns.commission', { rate: COMMISSION_RATE_PERCENT })}
            disableSort
            render={(sale) => money(sale.commissionCents, sale)}
            cellSx={ONE_LINE}
          />
          <DataTable.Col<PaygSale>
            source="purchaseDate"
            label="portal.dashboard.sales.columns.date"
            render={(sale) => formatLocalDate(sale.purchaseDate, language) ?? NO_VALUE}
            cellSx={ONE_LINE}
          />
        </DataTable>
      </Box>
      <Pagination rowsPerPageOptions={[10, 25, 50]} />
    </>
  );
}
