import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import { outputFormatLabel } from '@pt/libs/output-formats';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { PageSpinner } from '@/components/ui/PageSpinner';
import { useMessage } from '@/hooks/use-message';
import { currentLanguage, type Language } from '@/lib/i18n';
import { SAME_AS_ORIGINAL, type OutputFormatChoice } from '../utils/output-format';
import { useTargetLanguages } from './use-target-languages';
import { OUTPUT_FORMAT_CHOICES, type WizardState, type WizardStore } from './wizard-store';

/** The formats' names are shared with the server (@pt/libs/output-formats); "same as the original" is the wizard's. */
function formatLabel(format: OutputFormatChoice, language: Language, t: TFunction): string {
  return format === SAME_AS_ORIGINAL ? t('wizard.format.sameAsOriginal') : outputFormatLabel(format, language);
}

interface LanguageStepProps {
  state: WizardState;
  actions: WizardStore['actions'];
}

/** Step 1: the target language and the output format, as two radio lists. */
export function LanguageStep({ state, actions }: LanguageStepProps) {
  const { t, i18n } = useTranslation();
  const message = useMessage();
  const { languages, loading, error, retry } = useTargetLanguages();
  const uiLanguage = currentLanguage(i18n);

  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={{ xs: 3, md: 6 }} sx={{ alignItems: 'flex-start' }}>
      <FormControl component="fieldset" sx={{ minWidth: 0 }}>
        <FormLabel component="legend" id="wizard-language-label">
          {t('wizard.language.legend')}
        </FormLabel>
        {loading ? (
          <PageSpinner />
        ) : error !== undefined ? (
          <Alert
            severity="error"
            sx={{ mt: 1 }}
            action={
              <Button color="inherit" size="small" onClick={retry}>
                {t('wizard.retry')}
              </Button>
            }
          >
            {error ?? message('anErrorOccurred')}
          </Alert>
        ) : languages.length === 0 ? (
          <Alert severity="info" sx={{ mt: 1 }}>
            {t('wizard.language.none')}
          </Alert>
        ) : (
          <RadioGroup
            aria-labelledby="wizard-language-label"
            name="target-language"
            value={state.targetLanguageId === null ? '' : String(state.targetLanguageId)}
            onChange={(event) => actions.chooseLanguage(Number(event.target.value))}
          >
            {languages.map((language) => (
              <FormControlLabel key={language.id} value={String(language.id)} control={<Radio />} label={language.label} />
            ))}
          </RadioGroup>
        )}
      </FormControl>
      <FormControl component="fieldset" sx={{ minWidth: 0 }}>
        <FormLabel component="legend" id="wizard-format-label">
          {t('wizard.format.legend')}
        </FormLabel>
        <RadioGroup
          aria-labelledby="wizard-format-label"
          name="output-format"
          value={state.outputFormat ?? ''}
          onChange={(event) => actions.chooseFormat(event.target.value as OutputFormatChoice)}
        >
          {OUTPUT_FORMAT_CHOICES.map((format) => (
            <FormControlLabel key={format} value={format} control={<Radio />} label={formatLabel(format, uiLanguage, t)} />
          ))}
        </RadioGroup>
      </FormControl>
    </Stack>
  );
}
