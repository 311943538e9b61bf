import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { useTranslation } from 'react-i18next';
import { currentLanguage, isSupportedLanguage, SUPPORTED_LANGUAGES, type Language } from '@/lib/i18n';

/** Each language named in itself, so it is recognisable whatever the current language. */
const LANGUAGE_AUTONYMS: Record<Language, string> = { en: 'English', fr: 'Français' };

interface LanguageToggleProps {
  /** Called after the language has changed (e.g. to save it on the signed-in user's profile). */
  onChange?: (language: Language) => void;
}

/** EN/FR switch; i18next's detector persists the choice in the language cookie. */
export function LanguageToggle({ onChange }: LanguageToggleProps) {
  const { t, i18n } = useTranslation();
  const language = currentLanguage(i18n);

  const handleChange = async (_event: unknown, value: string | null) => {
    if (!isSupportedLanguage(value) || value === language) return;
    await i18n.changeLanguage(value);
    onChange?.(value);
  };

  return (
    <ToggleButtonGroup value={language} exclusive size="small" onChange={handleChange} aria-label={t('common.language')}>
      {SUPPORTED_LANGUAGES.map((lng) => (
        <ToggleButton key={lng} value={lng} lang={lng} title={LANGUAGE_AUTONYMS[lng]} sx={{ px: 1.25, py: 0.25 }}>
          {lng.toUpperCase()}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
}
