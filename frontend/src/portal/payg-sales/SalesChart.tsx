import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';
import { formatMoney } from '@pt/libs/money';
import { useTranslation } from 'react-i18next';
import { useGetList } from 'react-admin';
import { PageSpinner } from '@/components/ui/PageSpinner';
import { currentLanguage, type Language } from '@/lib/i18n';
import type { MonthlySales } from '@/lib/api-types';
import { formatCents, formatMonth } from '@/portal/utils/format';

const CHART_HEIGHT = 280;

/** Screen readers get the chart's numbers as a table; sighted users get the chart. */
const visuallyHidden = {
  border: 0,
  clip: 'rect(0 0 0 0)',
  height: '1px',
  margin: '-1px',
  overflow: 'hidden',
  padding: 0,
  position: 'absolute',
  whiteSpace: 'nowrap',
  width: '1px',
} as const;

/** Months grouped by currency, in the server's order (oldest first). */
export function groupByCurrency(months: readonly MonthlySales[]): [string, MonthlySales[]][] {
  const groups = new Map<string, MonthlySales[]>();
  for (const month of months) groups.set(month.currency, [...(groups.get(month.currency) ?? []), month]);
  return [...groups.entries()];
}

/** Sales and commission per month (GET /admin/resources/payg-sales/monthly), one chart per currency. */
export function SalesChart() {
  const { t } = useTranslation();
  // Every month the server answers (at most 12 per currency), in its order.
  const monthly = useGetList<MonthlySales & { id: string }>('payg-sales-monthly', {}, { retry: false });

  return (
    <Paper component="section" variant="outlined" aria-labelledby="sales-chart-title" sx={{ p: { xs: 1.5, sm: 2 } }}>
      <Typography variant="h6" component="h2" id="sales-chart-title">
        {t('portal.dashboard.chart.title')}
      </Typography>
      {monthly.isPending ? (
        <PageSpinner />
      ) : !monthly.data ? (
        <Alert severity="error">{t('portal.dashboard.chart.loadFailed')}</Alert>
      ) : monthly.data.length === 0 ? (
        <Typography color="text.secondary" sx={{ py: 2 }}>
          {t('portal.dashboard.chart.empty')}
        </Typography>
      ) : (
        groupByCurrency(monthly.data).map(([currency, months]) => <CurrencyChart key={currency} currency={currency} months={months} />)
      )}
    </Paper>
  );
}

function CurrencyChart({ currency, months }: { currency: string; months: MonthlySales[] }) {
  const { t, i18n } = useTranslation();
  const language: Language = currentLanguage(i18n);
  const labels = months.map((month) => formatMonth(month.month, language));
  const money = (cents: number | null) => (cents === null ? null : formatCents(cents, currency, language));
  const salesLabel = t('portal.dashboard.chart.sales');
  const commissionLabel = t('portal.dashboard.chart.commission');
  const captionId = `sales-chart-${currency}`;

  return (
    <Box component="figure" aria-labelledby={captionId} sx={{ m: 0, mt: 1 }}>
      <Typography component="figcaption" id={captionId} variant="subtitle2" color="text.secondary">
        {t('portal.dashboard.chart.currency', { currency })}
      </Typography>
      <Box>
        <BarChart
          height={CHART_HEIGHT}
          xAxis={[{ scaleType: 'band', data: labels }]}
          yAxis={[{ valueFormatter: (value: number) => formatMoney(Math.round(value), currency, language), width: 72 }]}
          series={[
            {
              label: salesLabel,
              data: months.map((month) => month.subTotalCents),
              valueFormatter: (value) => money(value),
            },
            {
              label: commissionLabel,
              data: months.map((month) => month.commissionCents),
              valueFormatter: (value) => money(value),
            },
          ]}
        />
      </Box>
      {/* A table ignores a 1 px width, so the hiding box wraps it. */}
      <Box sx={visuallyHidden}>
        <table>
          <caption>{t('portal.dashboard.chart.tableCaption', { currency })}</caption>
          <thead>
            <tr>
              <th scope="col">{t('portal.dashboard.chart.month')}</th>
              <th scope="col">{t('portal.dashboard.chart.salesCount')}</th>
              <th scope="col">{salesLabel}</th>
              <th scope="col">{commissionLabel}</th>
            </tr>
          </thead>
          <tbody>
            {months.map((month, index) => (
              <tr key={month.month}>
                <th scope="row">{labels[index]}</th>
                <td>{month.salesCount}</td>
                <td>{money(month.subTotalCents)}</td>
                <td>{money(month.commissionCents)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </Box>
    </Box>
  );
}
