import CssBaseline from '@mui/material/CssBaseline';
// @mui/system's provider is what @mui/material's does for a theme without CSS variables (ours), minus the CSS-variables
// machinery it would otherwise bring into the entry chunk.
import { ThemeProvider } from '@mui/system';
import { Suspense, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { AppErrorBoundary } from '@/components/errors/AppErrorBoundary';
import { ToastProvider } from '@/components/toast/ToastProvider';
import { PageSpinner } from '@/components/ui/PageSpinner';
import { AuthProvider } from '@/lib/auth/AuthProvider';
import { i18n } from '@/lib/i18n';
import { theme } from './theme';

interface AppProviderProps {
  children: ReactNode;
}

/** Theme, texts, the last-resort error boundary and the session. The router goes inside (see App and the tests). */
export function AppProvider({ children }: AppProviderProps) {
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <I18nextProvider i18n={i18n}>
        <AppErrorBoundary>
          <AuthProvider>
            {/* Until the texts for the detected language arrive, the first render suspends here. */}
            <ToastProvider>
              <Suspense fallback={<PageSpinner fullScreen />}>{children}</Suspense>
            </ToastProvider>
          </AuthProvider>
        </AppErrorBoundary>
      </I18nextProvider>
    </ThemeProvider>
  );
}
