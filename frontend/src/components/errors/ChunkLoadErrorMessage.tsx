import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';

/** Shown when part of the app could not be downloaded (offline, or a new release replaced the files). */
export function ChunkLoadErrorMessage() {
  const { t } = useTranslation(undefined, { useSuspense: false });
  return (
    <Alert
      severity="warning"
      sx={{ my: 4 }}
      action={
        <Button color="inherit" size="small" onClick={() => window.location.reload()}>
          {t('errors.reload')}
        </Button>
      }
    >
      <AlertTitle>{t('errors.chunkLoad.title')}</AlertTitle>
      {t('errors.chunkLoad.description')}
    </Alert>
  );
}
