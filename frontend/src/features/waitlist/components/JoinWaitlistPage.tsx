import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { validateWaitlist } from '@pt/libs/validation';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import { Page } from '@/components/layout/Page';
import { useToast } from '@/components/toast/use-toast';
import { paths } from '@/config/paths';
import { useAuth } from '@/lib/auth/use-auth';
import { useMessage } from '@/hooks/use-message';
import { joinWaitlist } from '../api/join-waitlist';

const REASON_ID = 'waitlist-reason';
/** The server keeps the reason as free text; this keeps one entry readable. */
export const WAITLIST_REASON_MAX_LENGTH = 2000;

/** A positive integer id from the URL, or null. */
function parseProductId(value: string | undefined): number | null {
  if (!value || !/^\d+$/.test(value)) return null;
  const id = Number(value);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

/**
 * /join-waitlist/product/{productId}/{productLabel}: a required free-text reason; "Waitlist joined!" then back to
 * the success page. Cancel goes back there too.
 */
export function JoinWaitlistPage() {
  const { t } = useTranslation();
  const message = useMessage();
  const toast = useToast();
  const navigate = useNavigate();
  const { token } = useAuth();
  const { productId: productIdParam, productLabel = '' } = useParams<'productId' | 'productLabel'>();
  const productId = parseProductId(productIdParam);

  const [reason, setReason] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const [sending, setSending] = useState(false);
  const [failed, setFailed] = useState(false);
  const sendingRef = useRef(false);

  const errors = submitted ? validateWaitlist({ reason }) : {};

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    if (validateWaitlist({ reason }).reason) {
      document.getElementById(REASON_ID)?.focus();
      return;
    }
    if (productId === null || sendingRef.current) return;
    sendingRef.current = true;
    setSending(true);
    setFailed(false);
    try {
      await joinWaitlist({ productId, reason: reason.trim() });
      toast.success(t('waitlist.joined'));
      void navigate(paths.paymentSuccess);
    } catch {
      setFailed(true);
      sendingRef.current = false;
      setSending(false);
    }
  };

  const cancel = (
    <Button component={RouterLink} to={paths.paymentSuccess} disabled={sending}>
      {t('waitlist.cancel')}
    </Button>
  );

  let content;
  if (productId === null) {
    content = (
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        <Alert severity="error">{t('waitlist.invalidProduct')}</Alert>
        {cancel}
      </Stack>
    );
  } else if (!token) {
    content = (
      <Alert severity="info">
        {t('waitlist.signInRequired')}{' '}
        <Link component={RouterLink} to={paths.signIn}>
          {t('waitlist.signIn')}
        </Link>
      </Alert>
    );
  } else {
    content = (
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 4 }, maxWidth: 560, width: '100%' }}>
        <Stack component="form" noValidate aria-label={t('waitlist.formLabel')} onSubmit={(event) => void submit(event)} spacing={2.5}>
          {failed && <Alert severity="error">{message('waitlistFailed')}</Alert>}
          <TextField
            id={REASON_ID}
            label={t('waitlist.reason')}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            error={Boolean(errors.reason)}
            helperText={errors.reason ? message(errors.reason) : t('waitlist.reasonHint')}
            required
            multiline
            minRows={4}
            disabled={sending}
            slotProps={{ htmlInput: { maxLength: WAITLIST_REASON_MAX_LENGTH } }}
            fullWidth
          />
          <Stack direction="row" spacing={2} sx={{ justifyContent: 'flex-end' }}>
            {cancel}
            <Button type="submit" variant="contained" loading={sending}>
              {t('waitlist.submit')}
            </Button>
          </Stack>
        </Stack>
      </Paper>
    );
  }

  return (
    <Page title={t('pages.joinWaitlist.title')} description={t('pages.joinWaitlist.description', { product: productLabel })}>
      {content}
    </Page>
  );
}
