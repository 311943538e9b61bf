import ExpandMore from '@mui/icons-material/ExpandMore';
import ForumOutlined from '@mui/icons-material/ForumOutlined';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import { styled } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { useState, type SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { Page } from '@/components/layout/Page';
import { paths } from '@/config/paths';
import { currentLanguage } from '@/lib/i18n';
import { publicPagePrice } from '@/lib/public-price';

interface FaqItem {
  id: string;
  /** Paragraph keys under faq.items.<id>.paragraphs, in order; the first comes before the points. */
  paragraphs: string[];
  /** Bullet keys under faq.items.<id>.points. */
  points?: string[];
}

/** The questions are the page's h2s (MUI's default wrapper is an h3). */
const QuestionHeading = styled('h2')({ margin: 0, fontSize: 'inherit', fontWeight: 'inherit' });

/**
 * Spec §2: what machine translation is (made by machine, no person approves it: a review is recommended for important
 * documents, as Terms §6 say), its benefits, its limits (image-only PDFs…), how AI helps; then practicalities.
 */
export const FAQ_ITEMS: readonly FaqItem[] = [
  { id: 'whatIs', paragraphs: ['definition', 'documents', 'machineMade'] },
  { id: 'benefits', paragraphs: ['intro'], points: ['speed', 'cost', 'consistency', 'layout'] },
  { id: 'limitations', paragraphs: ['intro'], points: ['imageOnly', 'layout', 'nuance', 'terminology', 'official'] },
  { id: 'ai', paragraphs: ['intro'], points: ['analysis', 'reconstruction', 'translation', 'typesetting'] },
  { id: 'formats', paragraphs: ['input', 'output'] },
  { id: 'price', paragraphs: ['perPage', 'quote'] },
  { id: 'delivery', paragraphs: ['email', 'download'] },
];

/** `/faq`: one accordion; the first answer starts open. Several may be open at once. */
export function FaqPage() {
  const { t, i18n } = useTranslation();
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(() => new Set([FAQ_ITEMS[0].id]));
  const price = t('landing.pricing.standard.price', { price: publicPagePrice(currentLanguage(i18n)) });

  const toggle = (id: string) => (_event: SyntheticEvent, isExpanded: boolean) => {
    setExpanded((current) => {
      const next = new Set(current);
      if (isExpanded) next.add(id);
      else next.delete(id);
      return next;
    });
  };

  return (
    <Page title={t('pages.faq.title')} description={t('pages.faq.description')}>
      <Box component="section" aria-label={t('faq.label')} sx={{ maxWidth: 880, pt: 1 }}>
        {FAQ_ITEMS.map((item) => {
          const base = `faq.items.${item.id}`;
          const [first, ...rest] = item.paragraphs;
          return (
            <Accordion
              key={item.id}
              expanded={expanded.has(item.id)}
              onChange={toggle(item.id)}
              disableGutters
              variant="outlined"
              slots={{ heading: QuestionHeading }}
              sx={{ '&:not(:last-of-type)': { borderBottom: 0 }, '&::before': { display: 'none' } }}
            >
              <AccordionSummary
                expandIcon={<ExpandMore aria-hidden />}
                id={`faq-${item.id}-question`}
                aria-controls={`faq-${item.id}-answer`}
                sx={{ px: { xs: 2, sm: 3 }, py: 0.5 }}
              >
                <Typography component="span" sx={{ fontWeight: 600, fontSize: '1.0625rem' }}>
                  {t(`${base}.question`)}
                </Typography>
              </AccordionSummary>
              {/* MUI wraps the details in a region named by the summary (its id and aria-controls). */}
              <AccordionDetails sx={{ px: { xs: 2, sm: 3 }, pt: 0, pb: 3, display: 'grid', gap: 1.5 }}>
                <Typography color="text.secondary">{t(`${base}.paragraphs.${first}`, { price })}</Typography>
                {item.points && (
                  <Box component="ul" sx={{ m: 0, pl: 3, display: 'grid', gap: 1, color: 'text.secondary' }}>
                    {item.points.map((point) => (
                      <Typography component="li" key={point}>
                        {t(`${base}.points.${point}`)}
                      </Typography>
                    ))}
                  </Box>
                )}
                {rest.map((paragraph) => (
                  <Typography key={paragraph} color="text.secondary">
                    {t(`${base}.paragraphs.${paragraph}`, { price })}
                  </Typography>
                ))}
              </AccordionDetails>
            </Accordion>
          );
        })}
      </Box>
      <Paper
        variant="outlined"
        sx={{
          maxWidth: 880,
          p: { xs: 2.5, sm: 3 },
          display: 'flex',
          flexDirection: { xs: 'column', sm: 'row' },
          alignItems: { xs: 'flex-start', sm: 'center' },
          gap: 2,
          bgcolor: '#f1f8f1',
        }}
      >
        <ForumOutlined sx={{ color: 'primary.dark', fontSize: 40 }} aria-hidden />
        <Box sx={{ flexGrow: 1 }}>
          <Typography component="h2" sx={{ fontWeight: 700, fontSize: '1.125rem' }}>
            {t('faq.moreTitle')}
          </Typography>
          <Typography color="text.secondary">{t('faq.moreText')}</Typography>
        </Box>
        <Button component={RouterLink} to={paths.contactUs} variant="contained">
          {t('faq.moreAction')}
        </Button>
      </Paper>
    </Page>
  );
}
