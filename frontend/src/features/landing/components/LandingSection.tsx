import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

interface LandingSectionProps {
  /** Also the anchor (#id) and the base of the heading's id. */
  id: string;
  title: string;
  subtitle?: string;
  children: ReactNode;
}

/** One section of the landing page: an h2 with its lead line, then the content; named by its heading. */
export function LandingSection({ id, title, subtitle, children }: LandingSectionProps) {
  const headingId = `${id}-title`;
  return (
    // scroll-margin keeps an anchored section clear of the sticky navbar.
    <Box component="section" id={id} aria-labelledby={headingId} sx={{ py: { xs: 5, md: 8 }, scrollMarginTop: 72 }}>
      <Box sx={{ textAlign: 'center', maxWidth: 720, mx: 'auto', mb: { xs: 3, md: 5 } }}>
        <Typography id={headingId} variant="h2" component="h2" sx={{ fontSize: { xs: '1.75rem', md: '2.25rem' } }}>
          {title}
        </Typography>
        {subtitle && (
          <Typography color="text.secondary" sx={{ mt: 1.5, fontSize: '1.125rem' }}>
            {subtitle}
          </Typography>
        )}
      </Box>
      {children}
    </Box>
  );
}
