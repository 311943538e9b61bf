import UploadFileOutlined from '@mui/icons-material/UploadFileOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useMessage } from '@/hooks/use-message';
import { useDocumentUpload } from './use-document-upload';
import type { UploadError, WizardState, WizardStore } from './wizard-store';

interface DocumentStepProps {
  state: WizardState;
  actions: WizardStore['actions'];
}

/** Step 2: CHOOSE DOCUMENT (.pdf only); the upload creates the translation, then the server analyses it. */
export function DocumentStep({ state, actions }: DocumentStepProps) {
  const { t } = useTranslation();
  const message = useMessage();
  const upload = useDocumentUpload(state, actions);
  const inputRef = useRef<HTMLInputElement>(null);
  const { phase, fileName, percent, error } = state.upload;
  const busy = phase !== 'idle';

  // Leaving now would lose the upload or its quote: the browser asks first (spec: "do not refresh the page").
  useEffect(() => {
    if (!busy) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [busy]);

  const errorText = (uploadError: UploadError) =>
    uploadError.kind === 'notPdf' ? message('pdfOnly') : uploadError.kind === 'server' ? uploadError.detail : message('anErrorOccurred');

  return (
    <Stack spacing={2} sx={{ maxWidth: 560 }}>
      <Typography>{t('wizard.document.intro')}</Typography>
      <input
        ref={inputRef}
        type="file"
        accept=".pdf,application/pdf"
        hidden
        tabIndex={-1}
        aria-label={t('wizard.document.input')}
        data-testid="document-input"
        onChange={(event) => {
          const file = event.target.files?.[0];
          // Cleared so that choosing the same file again (after a failure) fires a change.
          event.target.value = '';
          if (file) void upload(file);
        }}
      />
      <Box>
        <Button
          variant="contained"
          size="large"
          startIcon={<UploadFileOutlined />}
          onClick={() => inputRef.current?.click()}
          disabled={busy}
        >
          {t('wizard.document.choose')}
        </Button>
      </Box>
      {error && <Alert severity="error">{errorText(error)}</Alert>}
      <Box role="status" aria-live="polite">
        {phase === 'uploading' && (
          <Stack spacing={1}>
            <Typography sx={{ overflowWrap: 'anywhere' }}>{t('wizard.document.uploading', { name: fileName })}</Typography>
            <LinearProgress
              variant={percent === null ? 'indeterminate' : 'determinate'}
              value={percent ?? undefined}
              aria-label={t('wizard.document.progressLabel')}
            />
            {percent !== null && (
              <Typography variant="body2" color="text.secondary">
                {t('wizard.document.percent', { percent })}
              </Typography>
            )}
          </Stack>
        )}
        {phase === 'analyzing' && (
          <Stack spacing={1}>
            <Typography sx={{ overflowWrap: 'anywhere' }}>{fileName}</Typography>
            <LinearProgress aria-label={t('wizard.document.analyzingLabel')} />
            <Typography sx={{ fontWeight: 600 }}>{t('wizard.document.analyzing')}</Typography>
            <Typography variant="body2" color="text.secondary">
              {t('wizard.document.analysisTime')}
            </Typography>
          </Stack>
        )}
      </Box>
    </Stack>
  );
}
