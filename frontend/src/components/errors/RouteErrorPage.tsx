import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, Link as RouterLink, useRouteError } from 'react-router';
import { paths } from '@/config/paths';
import { isChunkLoadError } from '@/lib/lazy-import';
import { ChunkLoadErrorMessage } from './ChunkLoadErrorMessage';

/** Status texts we translate; others keep the router's (English) text. */
const TRANSLATED_STATUSES = new Set([401, 403, 404, 500]);

/** The router's errorElement: unknown routes (404), failed loaders and render errors inside routes. */
export function RouteErrorPage() {
  const error = useRouteError();
  const { t } = useTranslation(undefined, { useSuspense: false });

  if (isChunkLoadError(error)) return <ChunkLoadErrorMessage />;

  let status: number | undefined;
  let message: string;
  if (isRouteErrorResponse(error)) {
    status = error.status;
    message = TRANSLATED_STATUSES.has(error.status) ? t(`errors.status.${error.status}`) : error.statusText;
  } else if (error instanceof Error) {
    message = error.message;
  } else {
    message = String(error);
  }

  return (
    <Stack role="alert" spacing={2} sx={{ py: 6 }}>
      <Typography variant="h1" component="h1">
        {t('errors.unexpected')}
      </Typography>
      <Typography variant="h2" component="p" sx={{ fontSize: '1.5rem' }}>
        {status !== undefined && <span data-testid="route-error-status">{status}</span>}
        {status !== undefined && ' '}
        <span data-testid="route-error-message">{message}</span>
      </Typography>
      <div>
        <Button component={RouterLink} to={paths.landing} variant="contained">
          {t('errors.backHome')}
        </Button>
      </div>
    </Stack>
  );
}
