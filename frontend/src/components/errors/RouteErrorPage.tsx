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

/** An HTTP-like failure of a route (the app's 404 for unknown URLs). */
export interface RouteStatus {
  status: number;
  statusText: string;
}

/**
 * "Unexpected Application Error!" with the status and message of what failed in a route: a render error, a chunk that
 * could not be downloaded (with its reload offer), an unknown URL (404), or a data router's error response.
 */
export function RouteErrorContent({ error }: { error: unknown }) {
  const { t } = useTranslation(undefined, { useSuspense: false });

  if (isChunkLoadError(error)) return <ChunkLoadErrorMessage />;

  let status: number | undefined;
  let message: string;
  if (error instanceof RouteStatusError || isRouteErrorResponse(error)) {
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

/** A route's failure with an HTTP status (what the router's `data(null, {status})` responses carry). */
export class RouteStatusError extends Error implements RouteStatus {
  constructor(
    readonly status: number,
    readonly statusText: string,
  ) {
    super(`${status} ${statusText}`);
    this.name = 'RouteStatusError';
  }
}

/** Unknown URLs: a 404 inside the customer layout, so the navbar stays usable. */
export function NotFoundPage() {
  return <RouteErrorContent error={new RouteStatusError(404, 'Not Found')} />;
}

/** A data router's errorElement (tests and embeddings that use one); the app's router uses RouteErrorBoundary. */
export function RouteErrorPage() {
  return <RouteErrorContent error={useRouteError()} />;
}
