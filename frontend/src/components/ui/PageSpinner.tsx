import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { useTranslation } from 'react-i18next';

interface PageSpinnerProps {
  /** Fill the viewport (first load) rather than the content area (route changes). */
  fullScreen?: boolean;
}

/** Loading indicator for lazy routes and the first load; it must never suspend itself. */
export function PageSpinner({ fullScreen = false }: PageSpinnerProps) {
  const { t, ready } = useTranslation(undefined, { useSuspense: false });
  // Before the texts arrive the brand name is the only label that is right in every language.
  const label = ready ? t('common.loading') : 'PageTranslate';
  return (
    <Box
      role="status"
      aria-live="polite"
      sx={{
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        minHeight: fullScreen ? '100vh' : 240,
        py: 4,
      }}
    >
      <CircularProgress aria-label={label} />
    </Box>
  );
}
