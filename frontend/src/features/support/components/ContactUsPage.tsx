import ApartmentOutlined from '@mui/icons-material/ApartmentOutlined';
import MailOutline from '@mui/icons-material/MailOutline';
import QuizOutlined from '@mui/icons-material/QuizOutlined';
import type { SvgIconComponent } from '@mui/icons-material';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { hasErrors, validateContact } from '@pt/libs/validation';
import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { Page } from '@/components/layout/Page';
import { TwoColumnLayout } from '@/components/layout/TwoColumnLayout';
import { paths } from '@/config/paths';
import { useAuth } from '@/lib/auth/use-auth';
import { useMessage } from '@/hooks/use-message';
import { sendContactMessage } from '../api/send-contact-message';

/** The server's limits (ContactMessageDto). */
export const MESSAGE_MAX_LENGTH = 5000;
const EMAIL_MAX_LENGTH = 254;

const EMAIL_ID = 'contact-email';
const MESSAGE_ID = 'contact-message';

type SendState = { status: 'idle' | 'sending' | 'failed' } | { status: 'sent'; email: string };

function AsideItem({ icon: Icon, title, children }: { icon: SvgIconComponent; title: string; children: ReactNode }) {
  return (
    <Box sx={{ display: 'flex', gap: 2 }}>
      <Icon sx={{ color: 'primary.dark', mt: 0.25 }} aria-hidden />
      <Box>
        <Typography component="h2" sx={{ fontWeight: 700, fontSize: '1.0625rem', mb: 0.5 }}>
          {title}
        </Typography>
        {children}
      </Box>
    </Box>
  );
}

/**
 * `/contact-us`: e-mail and message (spec §5: message "Required"; e-mail required and "Invalid email format"),
 * POST /contact {message, email}. Signed in, the e-mail starts as the account's. Errors show after the first
 * attempt to send, then follow the typing.
 */
export function ContactUsPage() {
  const { t } = useTranslation();
  const message = useMessage();
  const { user } = useAuth();
  const [email, setEmail] = useState(user?.email ?? '');
  const [text, setText] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const [state, setState] = useState<SendState>({ status: 'idle' });
  const emailEdited = useRef(false);
  const successRef = useRef<HTMLDivElement>(null);

  // The session may arrive after the first render (auth check): prefill unless the visitor typed already.
  useEffect(() => {
    if (user?.email && !emailEdited.current) setEmail(user.email);
  }, [user?.email]);

  useEffect(() => {
    if (state.status === 'sent') successRef.current?.focus();
  }, [state.status]);

  const errors = submitted ? validateContact({ email, message: text }) : {};
  const sending = state.status === 'sending';

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending) return;
    setSubmitted(true);
    const found = validateContact({ email, message: text });
    if (hasErrors(found)) {
      document.getElementById(found.email ? EMAIL_ID : MESSAGE_ID)?.focus();
      return;
    }
    const address = email.trim();
    setState({ status: 'sending' });
    try {
      await sendContactMessage({ email: address, message: text.trim() });
      setState({ status: 'sent', email: address });
    } catch {
      setState({ status: 'failed' });
    }
  };

  const startOver = () => {
    setText('');
    setSubmitted(false);
    setState({ status: 'idle' });
  };

  const form =
    state.status === 'sent' ? (
      <Alert
        ref={successRef}
        tabIndex={-1}
        severity="success"
        action={
          <Button color="inherit" size="small" onClick={startOver}>
            {t('contact.success.again')}
          </Button>
        }
        sx={{ flexWrap: { xs: 'wrap', sm: 'nowrap' } }}
      >
        <AlertTitle>{t('contact.success.title')}</AlertTitle>
        {t('contact.success.text', { email: state.email })}
      </Alert>
    ) : (
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 4 }, borderRadius: 3 }}>
        <Stack component="form" noValidate aria-label={t('contact.formLabel')} onSubmit={submit} spacing={2.5}>
          {state.status === 'failed' && <Alert severity="error">{message('contactFailed')}</Alert>}
          <TextField
            id={EMAIL_ID}
            label={t('contact.fields.email')}
            type="email"
            autoComplete="email"
            required
            value={email}
            onChange={(event) => {
              emailEdited.current = true;
              setEmail(event.target.value);
            }}
            error={Boolean(errors.email)}
            helperText={errors.email && message(errors.email)}
            disabled={sending}
            slotProps={{ htmlInput: { maxLength: EMAIL_MAX_LENGTH } }}
            fullWidth
          />
          <TextField
            id={MESSAGE_ID}
            label={t('contact.fields.message')}
            required
            multiline
            minRows={6}
            value={text}
            onChange={(event) => setText(event.target.value)}
            error={Boolean(errors.message)}
            helperText={
              errors.message ? message(errors.message) : t('contact.fields.messageCount', { count: text.length, max: MESSAGE_MAX_LENGTH })
            }
            disabled={sending}
            slotProps={{ htmlInput: { maxLength: MESSAGE_MAX_LENGTH } }}
            fullWidth
          />
          <Box>
            <Button type="submit" variant="contained" size="large" loading={sending} sx={{ px: 4 }}>
              {t('contact.submit')}
            </Button>
          </Box>
        </Stack>
      </Paper>
    );

  return (
    <Page title={t('pages.contactUs.title')} description={t('pages.contactUs.description')}>
      <TwoColumnLayout
        startWidth="1.6fr"
        start={form}
        end={
          <Stack spacing={3} sx={{ pt: { md: 1 } }}>
            <AsideItem icon={QuizOutlined} title={t('contact.aside.faqTitle')}>
              <Typography color="text.secondary">{t('contact.aside.faqText')}</Typography>
              <Link component={RouterLink} to={paths.faq} sx={{ display: 'inline-block', mt: 0.5, fontWeight: 600 }}>
                {t('contact.aside.faqLink')}
              </Link>
            </AsideItem>
            <AsideItem icon={ApartmentOutlined} title={t('contact.aside.enterpriseTitle')}>
              <Typography color="text.secondary">{t('contact.aside.enterpriseText')}</Typography>
            </AsideItem>
            <AsideItem icon={MailOutline} title={t('contact.aside.replyTitle')}>
              <Typography color="text.secondary">{t('contact.aside.replyText')}</Typography>
            </AsideItem>
          </Stack>
        }
      />
    </Page>
  );
}
