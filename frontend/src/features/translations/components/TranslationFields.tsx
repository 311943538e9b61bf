import DownloadIcon from '@mui/icons-material/Download';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { isTranslationDownloadable, translationStatusLabel, type TranslationStatusLabelKey } from '@pt/libs/translation-status';
import { useTranslation } from 'react-i18next';
import { useAuth } from '@/lib/auth/use-auth';
import { currentLanguage } from '@/lib/i18n';
import type { Translation } from '@/lib/api-types';
import { clampPercent, formatDateTime, formatPercent, formatTotal, readableTextColor, userLocale } from '../utils/format';
import { PagesToCheck } from './PagesToCheck';

/** The shared status rules name their labels; these are the texts for them in the locale files. */
const STATUS_TEXT_KEYS: Record<TranslationStatusLabelKey, string> = {
  'translationStatus.created': 'translations.status.created',
  'translationStatus.inProgress': 'translations.status.inProgress',
  'translationStatus.completed': 'translations.status.completed',
  'translationStatus.failed': 'translations.status.failed',
  'translationStatus.failedRefunded': 'translations.status.failedRefunded',
  'translationStatus.cancelled': 'translations.status.cancelled',
  'translationStatus.unknown': 'translations.status.unknown',
};

/** Currency of the spec's defaults (§9) when neither the quote nor the user's plan names one. */
const DEFAULT_CURRENCY = 'CAD';

/** The source document's name and its page count, and the pages to check once it is translated. */
export function DocumentName({ translation }: { translation: Translation }) {
  const { t } = useTranslation();
  const pageCount = translation.sourceDocument?.pageCount;
  return (
    <>
      <Typography variant="body2" component="span" sx={{ display: 'block', fontWeight: 600, overflowWrap: 'anywhere' }}>
        {translation.sourceDocument?.name}
      </Typography>
      {typeof pageCount === 'number' && (
        <Typography variant="caption" component="span" color="text.secondary" sx={{ display: 'block' }}>
          {t('translations.pages', { count: pageCount })}
        </Typography>
      )}
      <PagesToCheck translation={translation} />
    </>
  );
}

/** Order number and the amount paid. */
export function OrderSummary({ translation }: { translation: Translation }) {
  const { t, i18n } = useTranslation();
  const { user } = useAuth();
  const currency = user?.organization?.paygPricePlan?.currency?.value ?? DEFAULT_CURRENCY;
  const total = formatTotal(translation.quote?.subTotal, currency, currentLanguage(i18n));
  return (
    <>
      <Typography variant="body2" component="span" sx={{ display: 'block', overflowWrap: 'anywhere' }}>
        {translation.orderNumber}
      </Typography>
      {total && (
        <Typography variant="caption" component="span" color="text.secondary" sx={{ display: 'block' }}>
          {t('translations.total', { amount: total })}
        </Typography>
      )}
    </>
  );
}

/** The status label in its colour, with a progress bar while the translation runs. */
export function TranslationStatus({ translation }: { translation: Translation }) {
  const { t } = useTranslation();
  const status = translationStatusLabel(translation.status?.value, translation.isRefunded);
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: 0.75, minWidth: 0 }}>
      <Chip
        size="small"
        label={t(STATUS_TEXT_KEYS[status.key])}
        data-status-color={status.color}
        sx={{ bgcolor: status.color, color: readableTextColor(status.color), fontWeight: 600, maxWidth: '100%' }}
      />
      {translation.status?.value === 'in-progress' && <TranslationProgress translation={translation} />}
    </Box>
  );
}

function TranslationProgress({ translation }: { translation: Translation }) {
  const { t, i18n } = useTranslation();
  const locale = userLocale(currentLanguage(i18n));
  const label = t('translations.progressLabel', { name: translation.sourceDocument?.name ?? '' });
  const progress = translation.progress;

  // Without a figure from the server the bar only says that work is under way.
  if (typeof progress !== 'number' || !Number.isFinite(progress)) {
    return <LinearProgress aria-label={label} sx={{ width: '100%', minWidth: 96 }} />;
  }
  const percent = formatPercent(progress, locale);
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, width: '100%', minWidth: 96 }}>
      <LinearProgress variant="determinate" value={clampPercent(progress)} aria-label={label} aria-valuetext={percent} sx={{ flex: 1 }} />
      <Typography variant="caption" color="text.secondary" aria-hidden>
        {percent}
      </Typography>
    </Box>
  );
}

/** The order date in the user's locale. */
export function TranslationDate({ translation }: { translation: Translation }) {
  const { i18n } = useTranslation();
  const text = formatDateTime(translation.date, userLocale(currentLanguage(i18n)));
  if (!text) return null;
  return (
    <Typography variant="body2" component="time" dateTime={translation.date}>
      {text}
    </Typography>
  );
}

interface DownloadButtonProps {
  translation: Translation;
  busy: boolean;
  onDownload: (translation: Translation) => void;
}

/** The download icon, for completed translations only. */
export function DownloadButton({ translation, busy, onDownload }: DownloadButtonProps) {
  const { t } = useTranslation();
  if (!isTranslationDownloadable(translation.status?.value)) return null;
  const name = translation.targetDocument?.name ?? translation.sourceDocument?.name ?? translation.orderNumber;
  const label = t('translations.download', { name });
  return (
    <Tooltip title={t('translations.downloadTooltip')}>
      <IconButton
        color="primary"
        aria-label={label}
        // Not `disabled`: the button keeps its focus and tooltip while its download runs.
        aria-disabled={busy || undefined}
        onClick={() => {
          if (!busy) onDownload(translation);
        }}
      >
        {busy ? <CircularProgress size={24} aria-hidden /> : <DownloadIcon />}
      </IconButton>
    </Tooltip>
  );
}
