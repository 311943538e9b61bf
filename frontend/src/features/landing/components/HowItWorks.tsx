import MarkEmailReadOutlined from '@mui/icons-material/MarkEmailReadOutlined';
import RequestQuoteOutlined from '@mui/icons-material/RequestQuoteOutlined';
import UploadFileOutlined from '@mui/icons-material/UploadFileOutlined';
import type { SvgIconComponent } from '@mui/icons-material';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

const STEPS: Array<{ id: 'upload' | 'pay' | 'receive'; icon: SvgIconComponent }> = [
  { id: 'upload', icon: UploadFileOutlined },
  { id: 'pay', icon: RequestQuoteOutlined },
  { id: 'receive', icon: MarkEmailReadOutlined },
];

/** The order in three illustrated steps: what the demo video would show, without needing one. */
export function HowItWorks() {
  const { t } = useTranslation();
  return (
    <Box
      component="ol"
      sx={{
        listStyle: 'none',
        p: 0,
        m: 0,
        display: 'grid',
        gap: { xs: 4, md: 3 },
        gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' },
        position: 'relative',
      }}
    >
      {STEPS.map(({ id, icon: Icon }, index) => (
        <Box component="li" key={id} sx={{ textAlign: 'center', px: { md: 2 }, position: 'relative' }}>
          {/* The dashed line joining the steps, side by side only. */}
          {index < STEPS.length - 1 && (
            <Box
              aria-hidden="true"
              sx={{
                display: { xs: 'none', md: 'block' },
                position: 'absolute',
                top: 48,
                left: 'calc(50% + 64px)',
                right: 'calc(-50% + 64px)',
                borderTop: '2px dashed',
                borderColor: 'primary.light',
              }}
            />
          )}
          <Box
            sx={{
              position: 'relative',
              width: 96,
              height: 96,
              mx: 'auto',
              mb: 2,
              borderRadius: '50%',
              bgcolor: '#e8f5e9',
              color: 'primary.dark',
              display: 'grid',
              placeItems: 'center',
            }}
          >
            <Icon sx={{ fontSize: 44 }} aria-hidden />
            <Box
              component="span"
              aria-hidden="true"
              sx={{
                position: 'absolute',
                top: -2,
                right: -2,
                width: 32,
                height: 32,
                borderRadius: '50%',
                bgcolor: 'primary.dark',
                color: '#ffffff',
                fontWeight: 700,
                display: 'grid',
                placeItems: 'center',
              }}
            >
              {index + 1}
            </Box>
          </Box>
          <Typography
            component="p"
            sx={{ color: 'primary.dark', fontWeight: 700, fontSize: '0.8125rem', letterSpacing: '0.06em', textTransform: 'uppercase' }}
          >
            {t('landing.howItWorks.step', { number: index + 1 })}
          </Typography>
          <Typography variant="h3" component="h3" sx={{ fontSize: '1.25rem', fontWeight: 700, mt: 0.5, mb: 1 }}>
            {t(`landing.howItWorks.${id}.title`)}
          </Typography>
          <Typography color="text.secondary" sx={{ maxWidth: 340, mx: 'auto' }}>
            {t(`landing.howItWorks.${id}.text`)}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
