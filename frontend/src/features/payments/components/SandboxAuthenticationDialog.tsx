import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { formatMoney } from '@pt/libs/money';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '@/lib/i18n';
import type { SandboxAuthenticationOutcome } from '../api/authenticate-sandbox-payment';

interface SandboxAuthenticationDialogProps {
  /** The payment awaiting authentication (cents), or null when no challenge is open. */
  payment: { amount: number; currency: string } | null;
  /** The answer being sent: both buttons are disabled and the chosen one shows progress. */
  sending: SandboxAuthenticationOutcome | null;
  onAnswer: (outcome: SandboxAuthenticationOutcome) => void;
}

/**
 * The sandbox's stand-in for the bank's 3-D Secure challenge, like Stripe's test authentication page: the customer
 * completes or fails it. It has no close button and ignores Escape and the backdrop, so the payment never stays
 * half-confirmed behind a dismissed dialog.
 */
export function SandboxAuthenticationDialog({ payment, sending, onAnswer }: SandboxAuthenticationDialogProps) {
  const { t, i18n } = useTranslation();
  const amount = payment ? formatMoney(payment.amount, payment.currency, currentLanguage(i18n)) : '';

  return (
    <Dialog open={payment !== null} aria-labelledby="sandbox-authentication-title" aria-describedby="sandbox-authentication-body">
      <DialogTitle id="sandbox-authentication-title">{t('payment.authentication.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText id="sandbox-authentication-body">{t('payment.authentication.body', { amount })}</DialogContentText>
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1, px: 3, pb: 2 }}>
        <Button variant="outlined" color="error" disabled={sending !== null} loading={sending === 'fail'} onClick={() => onAnswer('fail')}>
          {t('payment.authentication.fail')}
        </Button>
        <Button variant="contained" disabled={sending !== null} loading={sending === 'complete'} onClick={() => onAnswer('complete')}>
          {t('payment.authentication.complete')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
