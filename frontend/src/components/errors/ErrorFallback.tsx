import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { isChunkLoadError } from '@/lib/lazy-import';
import { ChunkLoadErrorMessage } from './ChunkLoadErrorMessage';

interface ErrorFallbackProps {
  error: unknown;
}

/** What the app-wide error boundary shows. Uses plain links: the router may be what failed. */
export function ErrorFallback({ error }: ErrorFallbackProps) {
  const { t } = useTranslation(undefined, { useSuspense: false });
  if (isChunkLoadError(error)) return <ChunkLoadErrorMessage />;
  return (
    <Stack role="alert" spacing={2} sx={{ maxWidth: 640, mx: 'auto', my: 8, px: 2 }}>
      <Typography variant="h1" component="h1">
        {t('errors.generic')}
      </Typography>
      <Typography color="text.secondary">{t('errors.genericHint')}</Typography>
      <Stack direction="row" spacing={2}>
        <Button variant="contained" onClick={() => window.location.reload()}>
          {t('errors.reload')}
        </Button>
        <Button href="/">{t('errors.backHome')}</Button>
      </Stack>
    </Stack>
  );
}
