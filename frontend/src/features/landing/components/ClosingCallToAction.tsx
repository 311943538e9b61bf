import ArrowForward from '@mui/icons-material/ArrowForward';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { paths } from '@/config/paths';

/**
 * The slogan, read honestly (spec §1 records two readings; Terms §6 decide): "AI Powered. Machine Translated.", and a
 * review recommended for important documents. To /sign-in when signed out, to /create-translation when signed in.
 */
export function ClosingCallToAction({ isSignedIn }: { isSignedIn: boolean }) {
  const { t } = useTranslation();
  return (
    <Box
      component="section"
      aria-labelledby="closing-cta-title"
      sx={{
        my: { xs: 5, md: 8 },
        px: { xs: 3, md: 8 },
        py: { xs: 5, md: 7 },
        borderRadius: 4,
        textAlign: 'center',
        color: '#ffffff',
        bgcolor: 'primary.dark',
        backgroundImage: 'radial-gradient(circle at 85% 15%, rgba(255,255,255,0.12) 0, transparent 45%)',
      }}
    >
      <Typography id="closing-cta-title" variant="h2" component="h2" sx={{ fontSize: { xs: '1.875rem', md: '2.5rem' } }}>
        {t('pages.landing.slogan')}
      </Typography>
      <Typography sx={{ mt: 2, mb: 4, fontSize: '1.125rem', maxWidth: 640, mx: 'auto', color: '#ffffff' }}>
        {t('landing.cta.text')}
      </Typography>
      <Button
        component={RouterLink}
        to={isSignedIn ? paths.createTranslation : paths.signIn}
        variant="contained"
        size="large"
        endIcon={<ArrowForward aria-hidden />}
        sx={{
          px: 4,
          bgcolor: '#ffffff',
          color: 'primary.dark',
          '&:hover': { bgcolor: '#e8f5e9' },
        }}
      >
        {isSignedIn ? t('landing.cta.signedIn') : t('landing.cta.signedOut')}
      </Button>
    </Box>
  );
}
