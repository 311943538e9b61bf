import { getContrastRatio } from '@mui/material/styles';
import { describe, expect, it } from 'vitest';
import { palette, theme } from './theme';

const AA = 4.5;

describe('theme', () => {
  it.each([
    ['white on primary (the green button)', palette.primary.contrastText, palette.primary.main],
    ['white on primary.dark', palette.primary.contrastText, palette.primary.dark],
    ['white on secondary', palette.secondary.contrastText, palette.secondary.main],
    ['primary links on the page background', palette.primary.main, palette.background.default],
    ['primary links on paper', palette.primary.main, palette.background.paper],
    ['body text on the background', palette.text.primary, palette.background.default],
    ['secondary text on the background', palette.text.secondary, palette.background.default],
  ])('%s meets WCAG AA', (_label, foreground, background) => {
    expect(getContrastRatio(foreground, background)).toBeGreaterThanOrEqual(AA);
  });

  it('is green and collapses the navbar at 576px', () => {
    expect(theme.palette.primary.main).toBe('#2e7d32');
    expect(theme.breakpoints.down('sm')).toContain('576.95px');
  });
});
