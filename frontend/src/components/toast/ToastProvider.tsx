import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import CloseIcon from '@mui/icons-material/Close';
import ErrorIcon from '@mui/icons-material/Error';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useCallback, useEffect, useMemo, useRef, useState, useSyncExternalStore, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { createToastStore, type Toast, type ToastStore } from './toast-store';
import { ToastContext, toastApi } from './use-toast';

function ToastIcon({ type }: { type: Toast['type'] }) {
  switch (type) {
    case 'success':
      return <CheckCircleIcon fontSize="small" sx={{ color: 'success.main' }} aria-hidden />;
    case 'error':
      return <ErrorIcon fontSize="small" sx={{ color: 'error.main' }} aria-hidden />;
    case 'loading':
      return <CircularProgress size={18} thickness={5} aria-hidden />;
    default:
      return null;
  }
}

function ToastItem({ toast, onDismiss }: { toast: Toast; onDismiss: () => void }) {
  // No suspense: the toasts live outside the app's Suspense boundary.
  const { t } = useTranslation(undefined, { useSuspense: false });
  return (
    <Paper
      elevation={6}
      data-toast-type={toast.type}
      sx={{
        pointerEvents: 'auto',
        display: 'flex',
        alignItems: 'center',
        gap: 1,
        py: 0.75,
        pl: 2,
        pr: 0.5,
        mb: 1,
        maxWidth: '100%',
      }}
    >
      <ToastIcon type={toast.type} />
      <Typography variant="body2" sx={{ flex: 1, overflowWrap: 'anywhere' }}>
        {toast.message}
      </Typography>
      <IconButton size="small" onClick={onDismiss} aria-label={t('toast.dismiss')}>
        <CloseIcon fontSize="small" />
      </IconButton>
    </Paper>
  );
}

/**
 * The toasts on screen, newest first, in a labelled region that exists from the start so screen readers announce
 * what appears in it: politely for blank, loading and success, assertively for errors (their own live region).
 * Deliberately no `status`/`alert` roles, so the page's own alerts stay the only ones. The clocks stop while the
 * pointer is over the toasts or the focus is inside them.
 */
function Toaster({ store }: { store: ToastStore }) {
  const { t } = useTranslation(undefined, { useSuspense: false });
  const toasts = useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
  // Spacing by margins, not gap: the empty error region must not push the other toasts down.
  const stack = { display: 'flex', flexDirection: 'column', alignItems: 'center' } as const;
  const render = (toast: Toast) => <ToastItem key={toast.id} toast={toast} onDismiss={() => store.dismiss(toast.id)} />;
  const regionRef = useRef<HTMLElement>(null);
  const hovered = useRef(false);

  // Paused exactly while the pointer is over the toasts or the focus is inside them.
  const syncClocks = useCallback(() => {
    const focused = regionRef.current?.contains(document.activeElement) ?? false;
    if (hovered.current || focused) store.pause();
    else store.resume();
  }, [store]);
  // A closed toast can take the focus with it, and browsers do not reliably send a blur for that; nor can the pointer
  // stay over toasts that are all gone (mouseleave may never come).
  useEffect(() => {
    if (toasts.length === 0) hovered.current = false;
    syncClocks();
  }, [toasts, syncClocks]);

  return (
    <Box
      ref={regionRef}
      component="section"
      aria-label={t('toast.region')}
      aria-live="polite"
      aria-relevant="additions text"
      onMouseEnter={() => {
        hovered.current = true;
        store.pause();
      }}
      onMouseLeave={() => {
        hovered.current = false;
        syncClocks();
      }}
      onFocus={() => store.pause()}
      onBlur={(event) => {
        if (!hovered.current && !event.currentTarget.contains(event.relatedTarget)) store.resume();
      }}
      sx={{
        position: 'fixed',
        top: { xs: 8, sm: 16 },
        left: '50%',
        transform: 'translateX(-50%)',
        width: 'max-content',
        maxWidth: 'min(480px, calc(100vw - 16px))',
        zIndex: (theme) => theme.zIndex.snackbar,
        pointerEvents: 'none',
        ...stack,
      }}
    >
      <Box aria-live="assertive" aria-relevant="additions text" data-toast-errors sx={stack}>
        {toasts.filter((toast) => toast.type === 'error').map(render)}
      </Box>
      {toasts.filter((toast) => toast.type !== 'error').map(render)}
    </Box>
  );
}

/** Gives the app useToast() and renders the toasts after its children. */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [store] = useState(() => createToastStore());
  const value = useMemo(() => ({ store, api: toastApi(store) }), [store]);
  useEffect(() => () => store.destroy(), [store]);
  return (
    <ToastContext.Provider value={value}>
      {children}
      <Toaster store={store} />
    </ToastContext.Provider>
  );
}
