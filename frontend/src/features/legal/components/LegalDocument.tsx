import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { textList } from '../utils/text-list';

interface LegalDocumentProps {
  /** Which policy: its texts live under `legal.<policy>` (sections under `legal.<policy>.sections.<id>`). */
  policy: 'privacy' | 'terms';
  /** Section ids in reading order. */
  sections: readonly string[];
}

/** The text of a policy: an effective date, then numbered sections of paragraphs and bullet lists. */
export function LegalDocument({ policy, sections }: LegalDocumentProps) {
  const { t } = useTranslation();
  const documentKey = `legal.${policy}`;
  return (
    <Box component="article" sx={{ maxWidth: 820 }}>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 3 }}>
        {t(`${documentKey}.effectiveDate`)}
      </Typography>
      {sections.map((id, index) => {
        const base = `${documentKey}.sections.${id}`;
        const items = textList(t, `${base}.items`);
        return (
          <Box component="section" key={id} aria-labelledby={`${id}-title`} sx={{ mb: 3 }}>
            <Typography id={`${id}-title`} variant="h2" sx={{ fontSize: '1.25rem', mb: 1 }}>
              {index + 1}. {t(`${base}.title`)}
            </Typography>
            {textList(t, `${base}.paragraphs`).map((paragraph) => (
              <Typography key={paragraph} sx={{ mb: 1.5 }}>
                {paragraph}
              </Typography>
            ))}
            {items.length > 0 && (
              <Box component="ul" sx={{ pl: 3, my: 1 }}>
                {items.map((item) => (
                  <Typography component="li" key={item} sx={{ mb: 0.75 }}>
                    {item}
                  </Typography>
                ))}
              </Box>
            )}
            {textList(t, `${base}.closing`).map((paragraph) => (
              <Typography key={paragraph} sx={{ mb: 1.5 }}>
                {paragraph}
              </Typography>
            ))}
          </Box>
        );
      })}
    </Box>
  );
}
