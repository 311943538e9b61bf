import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useTranslation } from 'react-i18next';
import type { Translation } from '@/lib/api-types';
import { DocumentName, DownloadButton, OrderSummary, TranslationDate, TranslationStatus } from './TranslationFields';

export interface TranslationsViewProps {
  translations: Translation[];
  downloading: ReadonlySet<number>;
  onDownload: (translation: Translation) => void;
}

/** Wider screens: one row per translation, columns Document, Order, Status, Date, Actions (spec §2). */
export function TranslationsTable({ translations, downloading, onDownload }: TranslationsViewProps) {
  const { t } = useTranslation();
  return (
    // Scrolls sideways rather than overflowing the page if the columns ever need more room than there is.
    <TableContainer component={Paper} variant="outlined" sx={{ overflowX: 'auto' }}>
      <Table aria-label={t('translations.tableLabel')}>
        <TableHead>
          <TableRow>
            <TableCell scope="col">{t('translations.columns.document')}</TableCell>
            <TableCell scope="col">{t('translations.columns.order')}</TableCell>
            <TableCell scope="col">{t('translations.columns.status')}</TableCell>
            <TableCell scope="col">{t('translations.columns.date')}</TableCell>
            <TableCell scope="col" align="center">
              {t('translations.columns.actions')}
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {translations.map((translation) => (
            <TableRow key={translation.id} hover>
              <TableCell sx={{ minWidth: 180, maxWidth: 360 }}>
                <DocumentName translation={translation} />
              </TableCell>
              <TableCell>
                <OrderSummary translation={translation} />
              </TableCell>
              <TableCell sx={{ minWidth: 140 }}>
                <TranslationStatus translation={translation} />
              </TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>
                <TranslationDate translation={translation} />
              </TableCell>
              <TableCell align="center">
                <DownloadButton translation={translation} busy={downloading.has(translation.id)} onDownload={onDownload} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
