import CheckCircleOutline from '@mui/icons-material/CheckCircleOutline';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { currentLanguage } from '@/lib/i18n';
import { pricingTiers, type PricingTier } from '../utils/pricing-tiers';
import { LandingSection } from './LandingSection';

function TierCard({ tier }: { tier: PricingTier }) {
  const { t } = useTranslation();
  const Icon = tier.icon;
  const titleId = `pricing-${tier.id}-title`;
  const perfectForId = `pricing-${tier.id}-perfect-for`;
  return (
    <Paper
      component="article"
      aria-labelledby={titleId}
      data-tier={tier.id}
      variant="outlined"
      sx={{
        position: 'relative',
        display: 'flex',
        flexDirection: 'column',
        p: { xs: 3, md: 4 },
        borderRadius: 3,
        borderWidth: tier.featured ? 2 : 1,
        borderColor: tier.featured ? 'primary.main' : 'divider',
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, mb: 2 }}>
        <Box
          sx={{
            width: 48,
            height: 48,
            borderRadius: 2,
            display: 'grid',
            placeItems: 'center',
            bgcolor: tier.featured ? 'primary.main' : 'secondary.main',
            color: '#ffffff',
            flexShrink: 0,
          }}
        >
          <Icon aria-hidden />
        </Box>
        <Typography id={titleId} variant="h3" component="h3" sx={{ fontSize: '1.5rem', fontWeight: 700, flexGrow: 1 }}>
          {tier.title}
        </Typography>
        <Box component="span" aria-hidden="true" sx={{ fontSize: '1.75rem', lineHeight: 1 }}>
          {tier.emoji}
        </Box>
      </Box>
      <Typography
        data-testid="tier-price"
        sx={{ fontSize: { xs: '1.75rem', md: '2rem' }, fontWeight: 800, color: 'primary.dark', lineHeight: 1.2 }}
      >
        {tier.price}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 1 }}>
        {tier.description}
      </Typography>
      <Divider sx={{ my: 3 }} />
      <Typography id={perfectForId} component="p" sx={{ fontWeight: 700, mb: 1 }}>
        {t('landing.pricing.perfectFor')}
      </Typography>
      <Box component="ul" aria-labelledby={perfectForId} sx={{ listStyle: 'none', p: 0, m: 0, mb: 3, display: 'grid', gap: 1 }}>
        {tier.perfectFor.map((item) => (
          <Box component="li" key={item} sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
            <CheckCircleOutline fontSize="small" sx={{ color: 'primary.main', mt: '2px' }} aria-hidden />
            <Typography component="span">{item}</Typography>
          </Box>
        ))}
      </Box>
      <Button
        component={RouterLink}
        to={tier.action.to}
        variant={tier.featured ? 'contained' : 'outlined'}
        size="large"
        fullWidth
        sx={{ mt: 'auto' }}
      >
        {tier.action.label}
      </Button>
    </Paper>
  );
}

/** The two tiers of spec §9, side by side from 900px. */
export function PricingSection({ id, isSignedIn }: { id: string; isSignedIn: boolean }) {
  const { t, i18n } = useTranslation();
  const tiers = pricingTiers(t, { language: currentLanguage(i18n), isSignedIn });
  return (
    <LandingSection id={id} title={t('landing.pricing.title')} subtitle={t('landing.pricing.subtitle')}>
      <Box
        sx={{
          display: 'grid',
          gap: 3,
          gridTemplateColumns: { xs: '1fr', md: 'repeat(2, 1fr)' },
          maxWidth: 880,
          mx: 'auto',
        }}
      >
        {tiers.map((tier) => (
          <TierCard key={tier.id} tier={tier} />
        ))}
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ textAlign: 'center', mt: 3 }}>
        {t('landing.pricing.note')}
      </Typography>
    </LandingSection>
  );
}
