import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DocumentName, DownloadButton, OrderSummary, TranslationDate, TranslationStatus } from './TranslationFields';
import type { TranslationsViewProps } from './TranslationsTable';

function Field({ term, children }: { term: string; children: ReactNode }) {
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: '88px minmax(0, 1fr)', gap: 1, py: 0.5 }}>
      <Typography component="dt" variant="body2" color="text.secondary">
        {term}
      </Typography>
      <Box component="dd" sx={{ m: 0, minWidth: 0 }}>
        {children}
      </Box>
    </Box>
  );
}

/** Phones (576px or less): the table's columns stacked in one card per translation. */
export function TranslationCards({ translations, downloading, onDownload }: TranslationsViewProps) {
  const { t } = useTranslation();
  return (
    <Box
      component="ul"
      aria-label={t('translations.tableLabel')}
      sx={{ listStyle: 'none', m: 0, p: 0, display: 'flex', flexDirection: 'column', gap: 1.5 }}
    >
      {translations.map((translation) => (
        <Paper component="li" variant="outlined" key={translation.id} sx={{ p: 2, minWidth: 0 }}>
          <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1 }}>
            <Box sx={{ flex: 1, minWidth: 0 }}>
              <DocumentName translation={translation} />
            </Box>
            <DownloadButton translation={translation} busy={downloading.has(translation.id)} onDownload={onDownload} />
          </Box>
          <Box component="dl" sx={{ m: 0, mt: 1 }}>
            <Field term={t('translations.columns.order')}>
              <OrderSummary translation={translation} />
            </Field>
            <Field term={t('translations.columns.status')}>
              <TranslationStatus translation={translation} />
            </Field>
            <Field term={t('translations.columns.date')}>
              <TranslationDate translation={translation} />
            </Field>
          </Box>
        </Paper>
      ))}
    </Box>
  );
}
