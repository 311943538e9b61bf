import { createTheme } from '@mui/material/styles';

/** Layout constants from the spec (§2, §9); the content width is components/layout/content-width.ts. */
/** Screens this wide or narrower get the hamburger drawer instead of inline navbar links. */
export const NARROW_SCREEN_MAX_WIDTH = 576;

/**
 * Colours are chosen for WCAG AA: white text on primary/secondary and primary text on the
 * page background all reach at least 4.5:1 (checked in theme.test.ts).
 */
export const palette = {
  primary: { main: '#2e7d32', dark: '#1b5e20', light: '#4caf50', contrastText: '#ffffff' },
  secondary: { main: '#37474f', dark: '#263238', light: '#62727b', contrastText: '#ffffff' },
  background: { default: '#f7f9f7', paper: '#ffffff' },
  text: { primary: '#1a1f1c', secondary: '#4a524d' },
} as const;

export const theme = createTheme({
  palette,
  breakpoints: {
    // `down('sm')` matches widths up to 576px, the spec's hamburger threshold; md is the 900px two-column break.
    values: { xs: 0, sm: NARROW_SCREEN_MAX_WIDTH + 1, md: 900, lg: 1200, xl: 1536 },
  },
  shape: { borderRadius: 8 },
  typography: {
    fontFamily: '"Inter", "Roboto", "Helvetica Neue", Arial, sans-serif',
    h1: { fontSize: '2.5rem', fontWeight: 700 },
    h2: { fontSize: '2rem', fontWeight: 700 },
  },
  components: {
    MuiLink: { defaultProps: { underline: 'hover' } },
  },
});
