import ArrowBack from '@mui/icons-material/ArrowBack';
import ArrowForward from '@mui/icons-material/ArrowForward';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export interface WizardFrameProps {
  /** 0-based. */
  stepIndex: number;
  stepCount: number;
  title: string;
  description?: string;
  isShowDescription?: boolean;
  isContentCenteredHorizontally?: boolean;
  canGoNext: boolean;
  canGoBack: boolean;
  onNext: () => void;
  onBack: () => void;
  children: ReactNode;
}

/** The wizard frame of spec §2: title bar, optional description, content, then Back / step counter / Next. */
export function WizardFrame({
  stepIndex,
  stepCount,
  title,
  description,
  isShowDescription = true,
  isContentCenteredHorizontally = false,
  canGoNext,
  canGoBack,
  onNext,
  onBack,
  children,
}: WizardFrameProps) {
  const { t } = useTranslation();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const shownStep = useRef(stepIndex);
  const counter = t('wizard.stepCounter', { current: stepIndex + 1, total: stepCount });

  // A new step moves the keyboard focus to its title, so it is announced and the next Tab reaches its content.
  useEffect(() => {
    if (shownStep.current === stepIndex) return;
    shownStep.current = stepIndex;
    headingRef.current?.focus();
  }, [stepIndex]);

  return (
    <Paper variant="outlined" component="section" aria-labelledby="wizard-step-title" sx={{ overflow: 'hidden' }}>
      <LinearProgress variant="determinate" value={((stepIndex + 1) / stepCount) * 100} aria-hidden="true" />
      <Box sx={{ px: { xs: 2, sm: 4 }, pt: { xs: 2, sm: 3 }, pb: 1 }}>
        <Typography id="wizard-step-title" ref={headingRef} tabIndex={-1} variant="h5" component="h2" sx={{ outline: 'none' }}>
          {title}
        </Typography>
        {isShowDescription && description && (
          <Typography color="text.secondary" sx={{ mt: 0.5 }}>
            {description}
          </Typography>
        )}
      </Box>
      <Box
        sx={{
          px: { xs: 2, sm: 4 },
          py: 2,
          display: 'flex',
          flexDirection: 'column',
          alignItems: isContentCenteredHorizontally ? 'center' : 'stretch',
        }}
      >
        {children}
      </Box>
      <Divider />
      <Stack
        component="nav"
        aria-label={t('wizard.navigation')}
        direction="row"
        sx={{ px: { xs: 2, sm: 4 }, py: 2, alignItems: 'center', justifyContent: 'space-between', gap: 1 }}
      >
        <Button variant="outlined" startIcon={<ArrowBack />} onClick={onBack} disabled={!canGoBack}>
          {t('wizard.back')}
        </Button>
        <Typography variant="body2" color="text.secondary" sx={{ textAlign: 'center' }}>
          {counter}
        </Typography>
        <Button variant="contained" endIcon={<ArrowForward />} onClick={onNext} disabled={!canGoNext}>
          {t('wizard.next')}
        </Button>
      </Stack>
    </Paper>
  );
}
