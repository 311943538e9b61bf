import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { DOCX_HINT, pageCheckText } from '@pt/libs/output-notes';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { paths } from '@/config/paths';
import { useAuth } from '@/lib/auth/use-auth';
import { currentLanguage } from '@/lib/i18n';
import type { Translation } from '@/lib/api-types';
import { wizardStore } from '../wizard/wizard-store';

/** The clauses follow "Page 3:"; a page's second reason starts a sentence of its own. */
const sentence = (clause: string, capitalised: boolean) => (capitalised ? clause.charAt(0).toUpperCase() + clause.slice(1) : clause);

/**
 * "Pages to check: 3, 7" under a completed translation whose job noted pages to look at, each page with its reasons
 * in the words of the delivery e-mail (@pt/libs/output-notes); where text overflowed, "The DOCX version" links to the
 * wizard with DOCX chosen. Nothing for other translations.
 */
export function PagesToCheck({ translation }: { translation: Translation }) {
  const { t, i18n } = useTranslation();
  const { user } = useAuth();
  const pages = translation.pagesToCheck ?? [];
  if (translation.status?.value !== 'completed' || pages.length === 0) return null;
  const language = currentLanguage(i18n);
  const hint = DOCX_HINT[language];
  const titleId = `pages-to-check-${translation.id}`;
  const overflow = pages.some((entry) => entry.reasons.includes('overflow'));

  return (
    <Box component="section" aria-labelledby={titleId} sx={{ mt: 0.75 }}>
      <Typography id={titleId} variant="caption" component="p" sx={{ fontWeight: 600 }}>
        {t('translations.pagesToCheck.title', { pages: pages.map((entry) => entry.page).join(', ') })}
      </Typography>
      <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
        {pages.map((entry) => (
          <Typography key={entry.page} component="li" variant="caption" color="text.secondary" sx={{ display: 'list-item' }}>
            {t('translations.pagesToCheck.page', { page: entry.page })}{' '}
            {entry.reasons.map((reason, index) => sentence(pageCheckText(reason, language), index > 0)).join(' ')}
          </Typography>
        ))}
      </Box>
      {overflow && (
        <Typography variant="caption" component="p" color="text.secondary">
          <Link
            component={RouterLink}
            to={paths.createTranslation}
            onClick={() => {
              if (user) wizardStore.actions.preferFormat(user.id, 'docx');
            }}
          >
            {hint.docxVersion}
          </Link>
          {hint.sentence.slice(hint.docxVersion.length)}
        </Typography>
      )}
    </Box>
  );
}
