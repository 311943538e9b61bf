import BoltOutlined from '@mui/icons-material/BoltOutlined';
import SavingsOutlined from '@mui/icons-material/SavingsOutlined';
import SelfImprovementOutlined from '@mui/icons-material/SelfImprovementOutlined';
import type { SvgIconComponent } from '@mui/icons-material';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { LandingSection } from './LandingSection';

/** Spec §1 marketing copy: fast (AI always available), cheap (top quality for less), easy (upload and relax). */
const FEATURES: Array<{ id: 'fast' | 'cheap' | 'easy'; icon: SvgIconComponent }> = [
  { id: 'fast', icon: BoltOutlined },
  { id: 'cheap', icon: SavingsOutlined },
  { id: 'easy', icon: SelfImprovementOutlined },
];

export function FeaturesSection() {
  const { t } = useTranslation();
  return (
    <LandingSection id="features" title={t('landing.features.title')} subtitle={t('landing.features.subtitle')}>
      <Box
        component="ul"
        sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' } }}
      >
        {FEATURES.map(({ id, icon: Icon }) => (
          <Paper component="li" key={id} variant="outlined" sx={{ p: { xs: 3, md: 4 }, borderRadius: 3 }}>
            <Box
              sx={{
                width: 56,
                height: 56,
                borderRadius: '50%',
                display: 'grid',
                placeItems: 'center',
                bgcolor: '#e8f5e9',
                color: 'primary.dark',
                mb: 2,
              }}
            >
              <Icon fontSize="large" aria-hidden />
            </Box>
            <Typography variant="h3" component="h3" sx={{ fontSize: '1.375rem', fontWeight: 700, mb: 1 }}>
              {t(`landing.features.${id}.title`)}
            </Typography>
            <Typography color="text.secondary">{t(`landing.features.${id}.text`)}</Typography>
          </Paper>
        ))}
      </Box>
    </LandingSection>
  );
}
