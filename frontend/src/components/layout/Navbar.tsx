import MenuIcon from '@mui/icons-material/Menu';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import { useTheme } from '@mui/material/styles';
import Toolbar from '@mui/material/Toolbar';
import useMediaQuery from '@mui/material/useMediaQuery';
import { Suspense, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation } from 'react-router';
import { CONTENT_MAX_WIDTH } from './content-width';
import { paths } from '@/config/paths';
import type { Language } from '@/lib/i18n';
import { lazyImport } from '@/lib/lazy-import';
import { LanguageToggle } from './LanguageToggle';
import { Logo } from './Logo';
import { navbarLinks, type NavbarUser } from './navbar-links';

// Phones only, and only once the menu is opened: the drawer (Modal, focus trap, transitions) stays out of the entry.
const NavbarDrawer = lazyImport(() => import('./NavbarDrawer'), 'NavbarDrawer');

interface NavbarProps {
  /** The signed-in user, or null when signed out. */
  user: NavbarUser | null;
  onLanguageChange?: (language: Language) => void;
}

export function Navbar({ user, onLanguageChange }: NavbarProps) {
  const { t } = useTranslation();
  const theme = useTheme();
  const isNarrow = useMediaQuery(theme.breakpoints.down('sm'));
  const { pathname } = useLocation();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [drawerWanted, setDrawerWanted] = useState(false);
  const drawerId = useId();

  const links = navbarLinks(user, pathname === paths.landing);

  return (
    <AppBar position="sticky" color="inherit" elevation={1}>
      <Toolbar
        component="nav"
        aria-label={t('nav.label')}
        sx={{ width: '100%', maxWidth: CONTENT_MAX_WIDTH, mx: 'auto', gap: isNarrow ? 0.5 : 2, px: isNarrow ? 1 : undefined, minWidth: 0 }}
      >
        <Logo />
        <Box sx={{ flexGrow: 1 }} />
        {!isNarrow &&
          links.map((link) => (
            <Button
              key={link.id}
              component={RouterLink}
              to={link.to}
              variant={link.emphasis === 'primary' ? 'contained' : 'text'}
              color="primary"
            >
              {t(link.labelKey)}
            </Button>
          ))}
        <LanguageToggle onChange={onLanguageChange} />
        {isNarrow && links.length > 0 && (
          // No edge="end": its negative margin pushed the button 4px past a phone's screen.
          <IconButton
            aria-label={t('nav.openMenu')}
            aria-controls={drawerId}
            aria-expanded={drawerOpen}
            onClick={() => {
              setDrawerWanted(true);
              setDrawerOpen(true);
            }}
          >
            <MenuIcon />
          </IconButton>
        )}
      </Toolbar>
      {/* Mounted from the first opening on, so it can slide out again when closed. */}
      {isNarrow && drawerWanted && (
        <Suspense fallback={null}>
          <NavbarDrawer id={drawerId} open={drawerOpen} onClose={() => setDrawerOpen(false)} links={links} />
        </Suspense>
      )}
    </AppBar>
  );
}
