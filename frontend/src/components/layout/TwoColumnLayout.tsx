import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import type { ReactNode } from 'react';

interface TwoColumnLayoutProps {
  /** First column (first in reading order, on top once collapsed). */
  start: ReactNode;
  /** Second column. */
  end: ReactNode;
  /** Share of the width the first column takes side by side, e.g. '1.4fr' (default: equal columns). */
  startWidth?: string;
  /** Vertical alignment of the columns side by side. */
  align?: 'start' | 'center';
  sx?: SxProps<Theme>;
}

/**
 * Two columns side by side from 900px (the theme's md breakpoint, spec §9), one under the other below it.
 * Pure CSS, so there is no flash of the wrong layout before JavaScript measures the screen.
 */
export function TwoColumnLayout({ start, end, startWidth = '1fr', align = 'start', sx }: TwoColumnLayoutProps) {
  return (
    <Box
      data-layout="two-columns"
      sx={[
        {
          display: 'grid',
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: `minmax(0, ${startWidth}) minmax(0, 1fr)` },
          gap: { xs: 3, md: 5 },
          alignItems: align,
        },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      <Box sx={{ minWidth: 0 }}>{start}</Box>
      <Box sx={{ minWidth: 0 }}>{end}</Box>
    </Box>
  );
}
