import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { formatMoney, toCents } from '@pt/libs/money';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage, type Language } from '@/lib/i18n';
import type { StripePayment, TranslationQuote } from '@/lib/api-types';

interface OrderSummaryProps {
  quote: TranslationQuote;
  payment: StripePayment;
}

function Row({ term, children, strong = false }: { term: string; children: ReactNode; strong?: boolean }) {
  return (
    <Box
      sx={{
        display: 'flex',
        justifyContent: 'space-between',
        gap: 2,
        py: 0.5,
        ...(strong && { borderTop: 1, borderColor: 'divider', mt: 1, pt: 1 }),
      }}
    >
      <Typography component="dt" variant="body2" sx={{ fontWeight: strong ? 700 : 400, overflowWrap: 'anywhere' }}>
        {term}
      </Typography>
      <Typography component="dd" variant="body2" sx={{ m: 0, fontWeight: strong ? 700 : 400, whiteSpace: 'nowrap' }}>
        {children}
      </Typography>
    </Box>
  );
}

function formatRate(rate: number, language: Language): string {
  return new Intl.NumberFormat(language === 'fr' ? 'fr-CA' : 'en-CA', {
    style: 'percent',
    maximumFractionDigits: 3,
  }).format(rate / 100);
}

/** A dollar price from the quote, or null when it is not a valid amount. */
function quotePrice(dollars: number, currency: string, language: Language): string | null {
  try {
    return formatMoney(toCents(dollars), currency, language);
  } catch {
    return null;
  }
}

/**
 * Pages, price per page (hidden when the plan has a long-document incentive, since pages are then priced at two
 * rates), subtotal, each tax line with its rate, and the total. Amounts come from the payment, in cents.
 */
export function OrderSummary({ quote, payment }: OrderSummaryProps) {
  const { t, i18n } = useTranslation();
  const language = currentLanguage(i18n);
  const money = (cents: number) => formatMoney(cents, payment.currency, language);
  const pagePrice = quote.longDocIncentive ? null : quotePrice(quote.pagePrice, quote.currency.value, language);

  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }} component="section" aria-labelledby="order-summary-title">
      <Typography id="order-summary-title" variant="h6" component="h3" sx={{ mb: 1 }}>
        {t('payment.summary.title')}
      </Typography>
      <Box component="dl" sx={{ m: 0 }}>
        <Row term={t('payment.summary.document')}>
          <Box component="span" sx={{ whiteSpace: 'normal', overflowWrap: 'anywhere' }}>
            {quote.filename}
          </Box>
        </Row>
        <Row term={t('payment.summary.pages')}>{quote.pageCount}</Row>
        {pagePrice && <Row term={t('payment.summary.pricePerPage')}>{pagePrice}</Row>}
        <Row term={t('payment.summary.subtotal')}>{money(payment.subTotal)}</Row>
        {payment.taxes.map((tax) => (
          <Row key={tax.id} term={t('payment.summary.taxLine', { name: tax.displayName, rate: formatRate(tax.taxRate, language) })}>
            {money(tax.amount)}
          </Row>
        ))}
        <Row term={t('payment.summary.total')} strong>
          {money(payment.amount)}
        </Row>
      </Box>
    </Paper>
  );
}
