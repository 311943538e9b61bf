import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { useAuth } from '@/lib/auth/use-auth';
import { useMessage } from '@/hooks/use-message';
import { currentLanguage } from '@/lib/i18n';

interface PolicyAcceptanceProps {
  policy: 'privacy' | 'terms';
}

/**
 * Below a policy, for a signed-in user only: an Accept button (then on to /create-translation), or the note that
 * it was already accepted.
 */
export function PolicyAcceptance({ policy }: PolicyAcceptanceProps) {
  const { t, i18n } = useTranslation();
  const message = useMessage();
  const navigate = useNavigate();
  const auth = useAuth();

  if (!auth.isSignedIn || !auth.user) return null;

  const isPrivacy = policy === 'privacy';
  const accepted = isPrivacy ? auth.user.isPrivacyPolicyAccepted : auth.user.isTermsOfServiceAccepted;
  const { loading, success } = isPrivacy ? auth.status.updatePrivacyPolicy : auth.status.updateTermsOfService;

  if (accepted) {
    return (
      <Alert icon={<CheckCircleIcon />} severity="success" sx={{ maxWidth: 820 }}>
        {isPrivacy ? t('legal.privacy.accepted') : t('legal.terms.accepted')}
      </Alert>
    );
  }

  const accept = async () => {
    const language = currentLanguage(i18n);
    const result = isPrivacy ? await auth.acceptPrivacyPolicy(language) : await auth.acceptTermsOfService(language);
    if (result.ok) void navigate(paths.createTranslation);
  };

  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, maxWidth: 820 }}>
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        <Typography>{isPrivacy ? t('legal.privacy.acceptPrompt') : t('legal.terms.acceptPrompt')}</Typography>
        {success === false && <Alert severity="error">{message('somethingWentWrong')}</Alert>}
        <Button variant="contained" size="large" onClick={accept} loading={loading}>
          {t('legal.accept')}
        </Button>
      </Stack>
    </Paper>
  );
}
