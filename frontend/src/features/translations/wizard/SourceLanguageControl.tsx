import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@/lib/api-client';
import { currentLanguage } from '@/lib/i18n';
import { setSourceLanguage } from '../api/set-source-language';
import type { TranslationQuote } from '@/lib/api-types';

/**
 * A language's name in the interface language ("English", "anglais" → "Anglais"), named by the browser so that a quote
 * already on screen follows a change of the interface language; the server's label (in the language of the upload),
 * then the code, when the browser cannot name it.
 */
function languageLabel(code: string, quote: TranslationQuote, language: string): string {
  try {
    const name = new Intl.DisplayNames([language], { type: 'language', fallback: 'none' }).of(code);
    if (name) return name.charAt(0).toLocaleUpperCase(language) + name.slice(1);
  } catch {
    // An invalid code: the server's label or the code itself.
  }
  return quote.sourceLanguages?.find((option) => option.value === code)?.label ?? code;
}

interface SourceLanguageControlProps {
  quote: TranslationQuote;
  /** The server's answer once the language is changed (same translation, same prices). */
  onChanged: (quote: TranslationQuote) => void;
}

/**
 * The quote's "Document language": the detected language with a way to change it, and a question instead of a
 * refusal when the analysis could not tell the language (unsure, or one we cannot translate from). Choosing a
 * language asks the server to check the pair (PUT /translations/{id}/source-language); its refusal is shown here.
 */
export function SourceLanguageControl({ quote, onChanged }: SourceLanguageControlProps) {
  const { t, i18n } = useTranslation();
  const language = currentLanguage(i18n);
  const status = quote.sourceLanguageStatus ?? 'detected';
  const options = quote.sourceLanguages ?? [];
  const [open, setOpen] = useState(false);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const choose = async (code: string) => {
    if (!code || code === quote.sourceLanguage) return setOpen(false);
    setSaving(true);
    setError(null);
    try {
      onChanged(await setSourceLanguage(quote.translationId, code));
      setOpen(false);
    } catch (err) {
      setError(err instanceof ApiError && err.serverDetail ? err.serverDetail : t('wizard.quote.language.failed'));
    } finally {
      setSaving(false);
    }
  };

  const current = quote.sourceLanguage ? languageLabel(quote.sourceLanguage, quote, language) : '';
  const guess = quote.detectedLanguage ? languageLabel(quote.detectedLanguage, quote, language) : null;
  // French names languages in lower case within a sentence ("en anglais").
  const inSentence = (name: string) => (language === 'fr' ? name.toLocaleLowerCase('fr') : name);
  const asking = status === 'needed' || status === 'unsure';
  const showSelect = options.length > 0 && (asking || open);

  let summary: string;
  if (status === 'given') summary = t('wizard.quote.language.given', { language: current });
  else if (status === 'needed') summary = t('wizard.quote.language.needed');
  else summary = t('wizard.quote.language.detected', { language: current });

  return (
    <Stack spacing={1} sx={{ alignItems: 'flex-start' }} data-testid="source-language">
      <Stack direction="row" spacing={1} sx={{ alignItems: 'baseline', flexWrap: 'wrap' }}>
        <Typography component="span" sx={{ fontWeight: 600 }}>
          {/* French sets a space before the colon. */}
          {t('wizard.quote.language.label')}
          {language === 'fr' ? ' :' : ':'}
        </Typography>
        <Typography component="span">{summary}</Typography>
        {!asking && !open && options.length > 0 && (
          <Button size="small" onClick={() => setOpen(true)} aria-label={t('wizard.quote.language.changeLabel')}>
            ({t('wizard.quote.language.change')})
          </Button>
        )}
      </Stack>
      {status === 'unsure' && <Alert severity="info">{t('wizard.quote.language.unsure', { language: inSentence(current) })}</Alert>}
      {status === 'needed' && (
        <Alert severity="warning">
          {guess && quote.detectedLanguage !== quote.sourceLanguage
            ? t('wizard.quote.language.neededGuess', { language: inSentence(guess) })
            : t('wizard.quote.language.neededNoGuess')}
        </Alert>
      )}
      {showSelect && (
        <TextField
          select
          size="small"
          sx={{ minWidth: 240 }}
          label={t('wizard.quote.language.label')}
          value={status === 'needed' ? '' : quote.sourceLanguage}
          disabled={saving}
          onChange={(event) => void choose(event.target.value)}
          helperText={saving ? t('wizard.quote.language.saving') : undefined}
        >
          {options.map((option) => (
            <MenuItem key={option.value} value={option.value}>
              {languageLabel(option.value, quote, language)}
            </MenuItem>
          ))}
        </TextField>
      )}
      {error && <Alert severity="error">{error}</Alert>}
    </Stack>
  );
}
