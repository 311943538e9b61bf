import AddIcon from '@mui/icons-material/Add';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Fab from '@mui/material/Fab';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { Page } from '@/components/layout/Page';
import { PageSpinner } from '@/components/ui/PageSpinner';
import { paths } from '@/config/paths';
import { RequireAuth } from '@/lib/auth/RequireAuth';
import { useMessage } from '@/hooks/use-message';
import { useDownloadTranslation } from '../hooks/use-download-translation';
import { useTranslationsList } from '../hooks/use-translations-list';
import { TranslationCards } from './TranslationCards';
import { TranslationsTable } from './TranslationsTable';

function TranslationsList() {
  const { t } = useTranslation();
  const message = useMessage();
  const { translations, error } = useTranslationsList();
  const { download, downloading } = useDownloadTranslation();
  // The theme's `sm` starts at 577px, so this is the spec's phone width (576px or less).
  const isPhone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const View = isPhone ? TranslationCards : TranslationsTable;

  return (
    <Page title={t('pages.home.title')} description={t('pages.home.description')}>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'flex-end', gap: 2 }}>
        <Tooltip title={t('translations.add')}>
          <Fab component={RouterLink} to={paths.createTranslation} color="success" aria-label={t('translations.add')}>
            <AddIcon />
          </Fab>
        </Tooltip>
      </Box>
      {error && <Alert severity="error">{error.detail ?? message('anErrorOccurred')}</Alert>}
      {translations === null ? (
        !error && <PageSpinner />
      ) : translations.length === 0 ? (
        <Typography>{t('translations.empty')}</Typography>
      ) : (
        <View translations={translations} downloading={downloading} onDownload={(row) => void download(row)} />
      )}
    </Page>
  );
}

/** /home: the customer's translations (spec §2), for signed-in users only (no token: /logout). */
export function TranslationsPage() {
  return (
    <RequireAuth>
      <TranslationsList />
    </RequireAuth>
  );
}
