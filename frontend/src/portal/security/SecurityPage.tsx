import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { hasErrors, validateSecondFactorCode } from '@pt/libs/validation';
import { useEffect, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useToast } from '@/components/toast/use-toast';
import { PageSpinner } from '@/components/ui/PageSpinner';
import { useAuth } from '@/lib/auth/use-auth';
import { useMessage } from '@/hooks/use-message';
import { ApiError } from '@/lib/api-client';
import { currentLanguage } from '@/lib/i18n';
import {
  confirmSecondFactorEnrolment,
  disableSecondFactor,
  regenerateRecoveryCodes,
  startSecondFactorEnrolment,
  type SecondFactorEnrolment,
  type SecondFactorStatus,
} from './second-factor-api';
import { PortalPage } from '../layout/PortalPage';
import { useSecondFactorStatus } from './use-second-factor-status';

type View =
  | { kind: 'status' }
  | { kind: 'enrol'; enrolment: SecondFactorEnrolment }
  | { kind: 'codes'; codes: string[] }
  | { kind: 'askCode'; purpose: 'disable' | 'replace' | 'regenerate' };

/** The server's detail of a failed call, else the generic text. */
function failureText(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.serverDetail ? error.serverDetail : fallback;
}

/**
 * /admin/account-manager/security: two-step sign-in with an authenticator app. Managers may turn it on; internal
 * admins must (the portal sends them here first). Enrolment shows the QR code of the otpauth:// URI and the key as
 * text, asks for the app's first code, then shows the ten recovery codes once.
 */
export function SecurityPage() {
  const status = useSecondFactorStatus();
  const [view, setView] = useState<View>({ kind: 'status' });
  const { t } = useTranslation();
  const toast = useToast();

  const backToStatus = () => {
    setView({ kind: 'status' });
    void status.refetch();
  };
  const startEnrolment = async () => {
    try {
      setView({ kind: 'enrol', enrolment: await startSecondFactorEnrolment() });
    } catch (error) {
      toast.error(failureText(error, t('portal.security.loadFailed')));
    }
  };

  let body: ReactNode;
  if (view.kind === 'enrol') {
    body = <Enrolment enrolment={view.enrolment} onEnabled={(codes) => setView({ kind: 'codes', codes })} onCancel={backToStatus} />;
  } else if (view.kind === 'codes') {
    body = <RecoveryCodes codes={view.codes} onDone={backToStatus} />;
  } else if (view.kind === 'askCode') {
    body = (
      <CodePrompt
        purpose={view.purpose}
        onCancel={() => setView({ kind: 'status' })}
        onDone={async (answer) => {
          if (view.purpose === 'regenerate') return setView({ kind: 'codes', codes: answer?.recoveryCodes ?? [] });
          toast.success(t('portal.security.disabled'));
          if (view.purpose === 'replace') return startEnrolment();
          backToStatus();
        }}
      />
    );
  } else if (status.isPending) {
    body = <PageSpinner />;
  } else if (!status.data) {
    body = (
      <Alert severity="error" action={<Button onClick={() => void status.refetch()}>{t('portal.security.retry')}</Button>}>
        {failureText(status.error, t('portal.security.loadFailed'))}
      </Alert>
    );
  } else {
    body = (
      <Status status={status.data} onStart={() => void startEnrolment()} onAskCode={(purpose) => setView({ kind: 'askCode', purpose })} />
    );
  }

  return (
    <PortalPage titleKey={'portal.security.title'} descriptionKey={'portal.security.description'}>
      <Box sx={{ mt: 3, maxWidth: 640 }}>{body}</Box>
    </PortalPage>
  );
}

function Status({
  status,
  onStart,
  onAskCode,
}: {
  status: SecondFactorStatus;
  onStart: () => void;
  onAskCode: (purpose: 'disable' | 'replace' | 'regenerate') => void;
}) {
  const { t, i18n } = useTranslation();
  const language = currentLanguage(i18n);
  const since = status.enabledAt ? new Date(status.enabledAt).toLocaleDateString(`${language}-CA`, { dateStyle: 'long' }) : '';
  return (
    <Stack spacing={2} alignItems="flex-start">
      {status.required && !status.enabled && <Alert severity="warning">{t('portal.security.required')}</Alert>}
      {!status.required && !status.enabled && <Alert severity="info">{t('portal.security.offered')}</Alert>}
      <Typography role="status">
        {status.enabled ? t('portal.security.statusOn', { date: since }) : t('portal.security.statusOff')}
      </Typography>
      {status.enabled && <Typography>{t('portal.security.recoveryLeft', { count: status.recoveryCodesLeft })}</Typography>}
      {!status.enabled && (
        <Button variant="contained" onClick={onStart}>
          {t('portal.security.start')}
        </Button>
      )}
      {status.enabled && (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
          <Button variant="outlined" onClick={() => onAskCode('regenerate')}>
            {t('portal.security.regenerate')}
          </Button>
          <Button
            variant="outlined"
            color={status.required ? 'primary' : 'error'}
            onClick={() => onAskCode(status.required ? 'replace' : 'disable')}
          >
            {t(status.required ? 'portal.security.replace' : 'portal.security.disable')}
          </Button>
        </Stack>
      )}
    </Stack>
  );
}

/** A form with one code field (app code, or app or recovery code) and its submit button. */
function CodeForm({
  id,
  label,
  allowRecovery,
  submitLabel,
  onSubmit,
  onCancel,
}: {
  id: string;
  label: string;
  allowRecovery: boolean;
  submitLabel: string;
  onSubmit: (code: string) => Promise<void>;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const message = useMessage();
  const [code, setCode] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // A recovery code is anything longer than the app's 6 digits.
  const recovery = allowRecovery && code.replace(/[\s-]/g, '').length > 6;
  const errors = submitted ? validateSecondFactorCode({ code, recovery }) : {};

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (hasErrors(validateSecondFactorCode({ code, recovery }))) return document.getElementById(id)?.focus();
    setBusy(true);
    setFailure(null);
    try {
      await onSubmit(code.trim());
    } catch (error) {
      setFailure(failureText(error, message('somethingWentWrong')));
      setBusy(false);
    }
  };

  return (
    <Stack component="form" noValidate onSubmit={submit} spacing={2} alignItems="flex-start">
      {failure && (
        <Alert severity="error" sx={{ alignSelf: 'stretch' }}>
          {failure}
        </Alert>
      )}
      <TextField
        id={id}
        label={label}
        value={code}
        onChange={(event) => setCode(event.target.value)}
        autoComplete="one-time-code"
        slotProps={{ htmlInput: allowRecovery ? { spellCheck: false } : { inputMode: 'numeric' } }}
        error={Boolean(errors.code)}
        helperText={errors.code && message(errors.code)}
        disabled={busy}
        autoFocus
        sx={{ width: '100%', maxWidth: 360 }}
      />
      <Stack direction="row" spacing={1}>
        <Button type="submit" variant="contained" loading={busy}>
          {submitLabel}
        </Button>
        <Button onClick={onCancel} disabled={busy}>
          {t('portal.security.cancel')}
        </Button>
      </Stack>
    </Stack>
  );
}

function Enrolment({
  enrolment,
  onEnabled,
  onCancel,
}: {
  enrolment: SecondFactorEnrolment;
  onEnabled: (codes: string[]) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const { user } = useAuth();
  const [qr, setQr] = useState<string | null>(null);

  useEffect(() => {
    let live = true;
    // As SVG (no canvas needed), shown through an <img> with a text alternative. The encoder is downloaded only
    // when an enrolment starts.
    void import('qrcode')
      .then(({ default: QRCode }) => QRCode.toString(enrolment.otpauthUri, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 }))
      .then((svg) => {
        if (live) setQr(`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`);
      });
    return () => {
      live = false;
    };
  }, [enrolment.otpauthUri]);

  // The key in groups of four, as authenticator apps show it.
  const groupedKey = enrolment.secret.match(/.{1,4}/g)?.join(' ') ?? enrolment.secret;
  return (
    <Stack spacing={2}>
      <Typography>{t('portal.security.scan')}</Typography>
      <Box sx={{ width: 220, height: 220 }}>
        {qr && <img src={qr} width={220} height={220} alt={t('portal.security.qrAlt', { email: user?.email ?? '' })} />}
      </Box>
      <Typography>{t('portal.security.manualKey')}</Typography>
      <TextField
        label={t('portal.security.keyLabel')}
        value={groupedKey}
        slotProps={{ htmlInput: { readOnly: true, spellCheck: false, sx: { fontFamily: 'monospace', letterSpacing: 1 } } }}
        sx={{ maxWidth: 480 }}
        fullWidth
      />
      <Typography>{t('portal.security.enterCode')}</Typography>
      <CodeForm
        id="second-factor-enrol-code"
        label={t('portal.security.code')}
        allowRecovery={false}
        submitLabel={t('portal.security.confirm')}
        onSubmit={async (code) => onEnabled((await confirmSecondFactorEnrolment(code)).recoveryCodes)}
        onCancel={onCancel}
      />
    </Stack>
  );
}

function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const { t } = useTranslation();
  const toast = useToast();
  const text = `${codes.join('\n')}\n`;
  const copy = async () => {
    await navigator.clipboard.writeText(text);
    toast.success(t('portal.security.copied'));
  };
  const download = () => {
    const url = URL.createObjectURL(new Blob([text], { type: 'text/plain' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = 'pagetranslate-recovery-codes.txt';
    link.click();
    URL.revokeObjectURL(url);
  };
  return (
    <Stack spacing={2} alignItems="flex-start">
      <Alert severity="success" sx={{ alignSelf: 'stretch' }}>
        {t('portal.security.enabled')}
      </Alert>
      <Typography variant="h6" component="h2">
        {t('portal.security.recoveryTitle')}
      </Typography>
      <Typography>{t('portal.security.recoveryIntro')}</Typography>
      <Box
        component="ul"
        aria-label={t('portal.security.recoveryListLabel')}
        sx={{
          fontFamily: 'monospace',
          fontSize: '1rem',
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, max-content)' },
          columnGap: 5,
          rowGap: 0.5,
          listStyle: 'none',
          p: 0,
          m: 0,
        }}
      >
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </Box>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
        <Button variant="outlined" onClick={() => void copy()}>
          {t('portal.security.copy')}
        </Button>
        <Button variant="outlined" onClick={download}>
          {t('portal.security.download')}
        </Button>
        <Button variant="contained" onClick={onDone}>
          {t('portal.security.done')}
        </Button>
      </Stack>
    </Stack>
  );
}

function CodePrompt({
  purpose,
  onDone,
  onCancel,
}: {
  purpose: 'disable' | 'replace' | 'regenerate';
  onDone: (answer?: { recoveryCodes: string[] }) => void | Promise<void>;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const intro = {
    disable: 'portal.security.disableIntro',
    replace: 'portal.security.replaceIntro',
    regenerate: 'portal.security.regenerateIntro',
  }[purpose];
  return (
    <Stack spacing={2}>
      <Typography>{t(intro)}</Typography>
      <CodeForm
        id="second-factor-confirm-code"
        label={t('portal.security.codeOrRecovery')}
        allowRecovery
        submitLabel={t('portal.security.submitCode')}
        onSubmit={async (code) => {
          if (purpose === 'regenerate') return onDone(await regenerateRecoveryCodes(code));
          await disableSecondFactor(code);
          await onDone();
        }}
        onCancel={onCancel}
      />
    </Stack>
  );
}
