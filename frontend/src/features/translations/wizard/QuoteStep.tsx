import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatMoney, isCents } from '@pt/libs/money';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useMessage } from '@/hooks/use-message';
import { currentLanguage } from '@/lib/i18n';
import type { TranslationQuote } from '@/lib/api-types';
import { formatTotal } from '../utils/format';
import { SourceLanguageControl } from './SourceLanguageControl';
import type { WizardState, WizardStore } from './wizard-store';

function Row({ term, children }: { term: string; children: ReactNode }) {
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '200px 1fr' }, gap: { xs: 0, sm: 2 }, py: 0.75 }}>
      <Typography component="dt" sx={{ fontWeight: 600 }}>
        {term}
      </Typography>
      <Typography component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
        {children}
      </Typography>
    </Box>
  );
}

/** The quote's warnings; the page numbers alone when the server sent no sentence for them. */
function warningsOf(quote: TranslationQuote, imageOnlyText: (pages: string) => string, scannedText: (pages: string) => string): string[] {
  if (quote.warnings?.length) return quote.warnings;
  const warnings: string[] = [];
  if (quote.scannedPages?.length) warnings.push(scannedText(quote.scannedPages.join(', ')));
  if (quote.imageOnlyPages?.length) warnings.push(imageOnlyText(quote.imageOnlyPages.join(', ')));
  return warnings;
}

interface QuoteStepProps {
  state: WizardState;
  actions: WizardStore['actions'];
}

/**
 * Step 3: pages, price per page (replaced by the long-document incentive's two prices when the plan has one),
 * subtotal and currency, the document's language (detected, with a way to change it, or asked for when the
 * analysis could not tell), the analysis warnings, then Cancel (start again) or Accept.
 */
export function QuoteStep({ state, actions }: QuoteStepProps) {
  const { t, i18n } = useTranslation();
  const message = useMessage();
  const language = currentLanguage(i18n);
  const { quote } = state;

  const cancel = (
    <Button variant="outlined" onClick={() => actions.reset()}>
      {t('wizard.quote.cancel')}
    </Button>
  );

  if (!quote) {
    return (
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        <Alert severity="error">{message('missingQuote')}</Alert>
        {cancel}
      </Stack>
    );
  }

  const currency = quote.currency?.value ?? '';
  const pagePrice = currency ? formatTotal(quote.pagePrice, currency, language) : null;
  const incentive = quote.longDocIncentive;
  const incentivePrice = incentive && currency ? formatTotal(incentive.pagePrice, currency, language) : null;
  const subTotal = !currency
    ? null
    : isCents(quote.subTotalCents)
      ? formatMoney(quote.subTotalCents, currency, language)
      : formatTotal(quote.subTotal, currency, language);

  if (!pagePrice || !subTotal || (incentive && !incentivePrice)) {
    return (
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        <Alert severity="error">{message('pricingInfoNotFound')}</Alert>
        {cancel}
      </Stack>
    );
  }

  const warnings = warningsOf(
    quote,
    (pages) => t('wizard.quote.imageOnlyPages', { pages }),
    (pages) => t('wizard.quote.scannedPages', { pages }),
  );

  return (
    <Stack spacing={2} sx={{ maxWidth: 640 }}>
      <Box component="dl" sx={{ m: 0 }}>
        <Row term={t('wizard.quote.document')}>{quote.filename}</Row>
        <Row term={t('wizard.quote.pages')}>{quote.pageCount}</Row>
        {/* Spec §2: the price-per-page row is hidden when a long-document incentive exists. */}
        {!incentive && <Row term={t('wizard.quote.pricePerPage')}>{pagePrice}</Row>}
        {incentive && incentivePrice && (
          <Row term={t('wizard.quote.pricing')}>
            {t('wizard.quote.incentiveBase', { lastPage: incentive.afterPage, price: pagePrice })}
            <br />
            {t('wizard.quote.incentiveLater', { firstPage: incentive.afterPage + 1, price: incentivePrice })}
          </Row>
        )}
        <Row term={t('wizard.quote.subtotal')}>{subTotal}</Row>
        <Row term={t('wizard.quote.currency')}>{currency}</Row>
      </Box>
      <SourceLanguageControl quote={quote} onChanged={(changed) => actions.sourceLanguageChanged(changed)} />
      <Typography variant="body2" color="text.secondary">
        {t('wizard.quote.taxesNote')}
      </Typography>
      {warnings.length > 0 && (
        <Alert severity="warning">
          <AlertTitle>{t('wizard.quote.warningsTitle')}</AlertTitle>
          <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
            {warnings.map((warning) => (
              <li key={warning}>{warning}</li>
            ))}
          </Box>
        </Alert>
      )}
      <Stack direction="row" useFlexGap spacing={1} sx={{ flexWrap: 'wrap' }}>
        {cancel}
        {/* A document whose language is still to choose cannot be paid for (the server refuses it too). */}
        <Button variant="contained" disabled={quote.sourceLanguageStatus === 'needed'} onClick={() => actions.acceptQuote()}>
          {t('wizard.quote.accept')}
        </Button>
      </Stack>
    </Stack>
  );
}
