import CheckCircleOutline from '@mui/icons-material/CheckCircleOutline';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { PageSpinner } from '@/components/ui/PageSpinner';
import { joinWaitlistPath } from '@/config/paths';
import { useWaitlistOptions } from '../hooks/use-waitlist-options';

/** The products coming next, each with "Join waitlist" or, once joined, "On the waitlist". */
export function FutureProducts() {
  const { t } = useTranslation();
  const state = useWaitlistOptions();

  if (state.status === 'loading') return <PageSpinner />;
  if (state.status === 'error') return <Alert severity="warning">{t('paymentSuccess.futureProducts.loadFailed')}</Alert>;
  if (state.options.length === 0) return null;

  return (
    <Stack component="section" spacing={2} aria-labelledby="future-products-title">
      <Box>
        <Typography id="future-products-title" variant="h2" sx={{ fontSize: '1.5rem' }}>
          {t('paymentSuccess.futureProducts.title')}
        </Typography>
        <Typography color="text.secondary">{t('paymentSuccess.futureProducts.description')}</Typography>
      </Box>
      <Box
        component="ul"
        sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)' } }}
      >
        {state.options.map(({ product, joined }) => (
          <Paper component="li" variant="outlined" key={product.id} sx={{ p: 2, display: 'flex', flexDirection: 'column', gap: 1 }}>
            <Typography variant="h3" sx={{ fontSize: '1.125rem', fontWeight: 600 }}>
              {product.label}
            </Typography>
            {product.description && <Typography variant="body2">{product.description}</Typography>}
            <Box sx={{ mt: 'auto', pt: 1 }}>
              {joined ? (
                <Chip icon={<CheckCircleOutline />} color="success" variant="outlined" label={t('paymentSuccess.futureProducts.joined')} />
              ) : (
                <Button
                  component={RouterLink}
                  to={joinWaitlistPath(product.id, product.label)}
                  variant="outlined"
                  aria-label={t('paymentSuccess.futureProducts.joinLabel', { product: product.label })}
                >
                  {t('paymentSuccess.futureProducts.join')}
                </Button>
              )}
            </Box>
          </Paper>
        ))}
      </Box>
    </Stack>
  );
}
