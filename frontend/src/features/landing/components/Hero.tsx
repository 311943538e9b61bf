import CheckCircle from '@mui/icons-material/CheckCircle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { TwoColumnLayout } from '@/components/layout/TwoColumnLayout';
import { paths } from '@/config/paths';
import { HeroIllustration } from './HeroIllustration';

const HIGHLIGHTS = ['layout', 'quote', 'delivery'] as const;

interface HeroProps {
  isSignedIn: boolean;
  /** Anchor of the pricing section, for the secondary button. */
  pricingAnchor: string;
}

/** "Translate with Ease": the page's only h1, with SIGN IN (signed out, to /sign-in) or Get Started (to /home). */
export function Hero({ isSignedIn, pricingAnchor }: HeroProps) {
  const { t } = useTranslation();
  return (
    <Box component="section" aria-labelledby="page-title" sx={{ pt: { xs: 4, md: 8 }, pb: { xs: 4, md: 6 } }}>
      <TwoColumnLayout
        startWidth="1.1fr"
        align="center"
        start={
          <Stack spacing={2.5} sx={{ alignItems: 'flex-start' }}>
            <Typography
              component="p"
              sx={{ color: 'primary.dark', fontWeight: 700, letterSpacing: '0.08em', textTransform: 'uppercase', fontSize: '0.875rem' }}
            >
              {t('landing.hero.eyebrow')}
            </Typography>
            <Typography
              id="page-title"
              variant="h1"
              component="h1"
              sx={{ fontSize: { xs: '2.5rem', md: '3.5rem' }, lineHeight: 1.1, letterSpacing: '-0.02em' }}
            >
              {t('pages.landing.title')}
            </Typography>
            <Typography color="text.secondary" sx={{ fontSize: { xs: '1.125rem', md: '1.25rem' }, maxWidth: 560 }}>
              {t('pages.landing.description')}
            </Typography>
            <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1.5, pt: 1 }}>
              <Button component={RouterLink} to={isSignedIn ? paths.home : paths.signIn} variant="contained" size="large" sx={{ px: 4 }}>
                {isSignedIn ? t('nav.getStarted') : t('nav.signIn')}
              </Button>
              <Button href={`#${pricingAnchor}`} variant="outlined" size="large">
                {t('landing.hero.secondaryAction')}
              </Button>
            </Stack>
            <Stack
              component="ul"
              direction={{ xs: 'column', sm: 'row' }}
              sx={{ listStyle: 'none', p: 0, m: 0, gap: { xs: 1, sm: 2.5 }, flexWrap: 'wrap' }}
            >
              {HIGHLIGHTS.map((key) => (
                <Box component="li" key={key} sx={{ display: 'flex', alignItems: 'center', gap: 0.75 }}>
                  <CheckCircle fontSize="small" sx={{ color: 'primary.main' }} aria-hidden />
                  <Typography variant="body2" component="span" sx={{ fontWeight: 500 }}>
                    {t(`landing.hero.highlights.${key}`)}
                  </Typography>
                </Box>
              ))}
            </Stack>
          </Stack>
        }
        end={<HeroIllustration />}
      />
    </Box>
  );
}
