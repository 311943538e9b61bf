import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { CONTENT_MAX_WIDTH } from './content-width';
import { PageSpinner } from '@/components/ui/PageSpinner';
import { useAuth } from '@/lib/auth/use-auth';
import { Footer } from './Footer';
import { Navbar } from './Navbar';

const MAIN_ID = 'main-content';

/** Customer pages: navbar, content at most 1200px wide, footer. */
export function MainLayout() {
  const { t } = useTranslation();
  const { user, isSignedIn, updateLanguage } = useAuth();
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: '100vh' }}>
      <Link
        href={`#${MAIN_ID}`}
        sx={{
          position: 'absolute',
          left: 8,
          top: -48,
          zIndex: 'tooltip',
          p: 1,
          bgcolor: 'background.paper',
          '&:focus': { top: 8 },
        }}
      >
        {t('common.skipToContent')}
      </Link>
      {/* Signed in, the language toggle also saves the choice on the user's profile. */}
      <Navbar user={isSignedIn ? user : null} onLanguageChange={isSignedIn ? updateLanguage : undefined} />
      <Box
        component="main"
        id={MAIN_ID}
        tabIndex={-1}
        sx={{ flexGrow: 1, width: '100%', maxWidth: CONTENT_MAX_WIDTH, mx: 'auto', px: { xs: 2, sm: 3 } }}
      >
        <Suspense fallback={<PageSpinner />}>
          <Outlet />
        </Suspense>
      </Box>
      <Footer />
    </Box>
  );
}
