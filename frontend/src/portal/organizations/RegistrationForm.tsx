import SendIcon from '@mui/icons-material/Send';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { hasErrors, validateRegistrationInvitation } from '@pt/libs/validation';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useCreate } from 'react-admin';
import { useToast } from '@/components/toast/use-toast';
import { useMessage } from '@/hooks/use-message';
import { SUPPORTED_LANGUAGES, type Language } from '@/lib/i18n';
import { Section } from '@/portal/components/Section';
import type { EnterpriseRegistration } from '@/lib/api-types';
import { errorReason } from '@/portal/utils/format';

interface RegistrationFormProps {
  organizationId: number;
  /** Only the internal admin may invite an account manager (spec §6). */
  canInviteManagers: boolean;
  /** Called once the invitation answered (either way), so the registrations table is fetched again. */
  onSent: () => void;
}

const EMPTY = { language: 'en' as Language, email: '', isAccountManager: false };

/** Create Enterprise Registration: e-mails an invitation link (and activation code) in the chosen language. */
export function RegistrationForm({ organizationId, canInviteManagers, onSent }: RegistrationFormProps) {
  const { t } = useTranslation();
  const message = useMessage();
  const toast = useToast();
  const [values, setValues] = useState(EMPTY);
  const [touched, setTouched] = useState(false);
  const [sending, setSending] = useState(false);
  const [create] = useCreate<EnterpriseRegistration>();
  const errors = validateRegistrationInvitation(values);
  // Once the field was left: "Required" when empty, "Invalid email" when malformed (spec §5).
  const emailError = touched ? errors.email : undefined;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending || hasErrors(errors)) return;
    const payload = {
      organizationId,
      email: values.email.trim(),
      language: values.language,
      isAccountManager: canInviteManagers && values.isAccountManager,
    };
    // The form is cleared on submit (spec §2).
    setValues(EMPTY);
    setTouched(false);
    setSending(true);
    try {
      await create('enterprise-registrations', { data: payload }, { returnPromise: true });
      toast.success(message('registrationEmailSent'));
    } catch (error) {
      const reason = errorReason(error) ?? message('createEnterpriseAccountFailed');
      toast.error(message('sendRegistrationEmailFailed', { reason }));
    } finally {
      setSending(false);
      onSent();
    }
  };

  return (
    <Section id="registration-form-title" title={t('portal.updateAccount.registration.title')}>
      <Stack
        component="form"
        noValidate
        aria-labelledby="registration-form-title"
        onSubmit={(event: FormEvent) => void submit(event)}
        direction={{ xs: 'column', md: 'row' }}
        spacing={2}
        sx={{ alignItems: { md: 'flex-start' } }}
      >
        <TextField
          id="registration-language"
          select
          label={t('portal.updateAccount.registration.language')}
          value={values.language}
          onChange={(event) => setValues({ ...values, language: event.target.value as Language })}
          error={Boolean(errors.language)}
          helperText={errors.language && message(errors.language)}
          slotProps={{ select: { native: true } }}
          sx={{ minWidth: 160 }}
        >
          {SUPPORTED_LANGUAGES.map((language) => (
            <option key={language} value={language}>
              {t(`portal.updateAccount.registration.languages.${language}`)}
            </option>
          ))}
        </TextField>
        <TextField
          id="registration-email"
          type="email"
          label={t('portal.updateAccount.registration.email')}
          autoComplete="off"
          value={values.email}
          onChange={(event) => setValues({ ...values, email: event.target.value })}
          onBlur={() => setTouched(true)}
          error={Boolean(emailError)}
          helperText={emailError && message(emailError)}
          required
          fullWidth
        />
        {canInviteManagers && (
          <FormControlLabel
            control={
              <Switch
                checked={values.isAccountManager}
                onChange={(event) => setValues({ ...values, isAccountManager: event.target.checked })}
              />
            }
            label={t('portal.updateAccount.registration.isAccountManager')}
            sx={{ flexShrink: 0, mt: { md: 1 } }}
          />
        )}
        <Button
          type="submit"
          variant="contained"
          endIcon={<SendIcon />}
          disabled={hasErrors(errors)}
          loading={sending}
          sx={{ flexShrink: 0, mt: { md: 1 } }}
        >
          {t('portal.updateAccount.registration.send')}
        </Button>
      </Stack>
    </Section>
  );
}
