import { textToHtml } from '../../common/html.util';
import type { AppLanguage } from '../../common/language';
import { hasOutputNotes, OutputNotes } from '@pt/document';
import { DOCX_HINT, pageCheckText, type PageCheckReason } from '@pt/libs/output-notes';
import { languageName, pageList } from '../translation-messages.util';
import { contactLink } from './failure-mail.util';

export interface DeliveryMailParams {
  language: AppLanguage;
  publicUrl: string;
  orderNumber: string;
  /** The customer's original file name. */
  sourceFileName: string;
  /** The name of the translated document (the attachment's name). */
  targetFileName: string;
  /** ISO 639-1 code of the translation. */
  targetLanguage: string;
  /** The document is attached; otherwise the mail links to the translations page. */
  attached: boolean;
  /** What to check in the document (pages where the text overflowed, …); nothing when null. */
  notes?: OutputNotes | null;
}

/** The translations page of the customer app: download links expire, so a mail links here instead. */
export const homeLink = (publicUrl: string): string => `${publicUrl}/home`;

// The "translation ready" e-mail in the user's language, text and HTML parts with the same content. Large documents
// are not attached (mail servers commonly refuse messages over 10–25 MB): the mail says where to download them.
export function deliveryMail(params: DeliveryMailParams): { subject: string; text: string; html: string } {
  const link = homeLink(params.publicUrl);
  const language = languageName(params.targetLanguage, params.language);
  const text =
    params.language === 'fr'
      ? [
          'Bonjour,',
          `La traduction de « ${params.sourceFileName} » en ${language} est prête (commande ${params.orderNumber}).`,
          params.attached
            ? `Vous la trouverez en pièce jointe (${params.targetFileName}). Vous pouvez aussi la télécharger depuis vos traductions :`
            : `Le document est trop volumineux pour être joint à ce courriel. Téléchargez-le depuis vos traductions :`,
          link,
          ...glossaryLines(params),
          ...noteLines(params),
          'Merci d’avoir choisi PageTranslate.',
          'L’équipe PageTranslate',
        ].join('\n\n')
      : [
          'Hello,',
          `The ${language} translation of "${params.sourceFileName}" is ready (order ${params.orderNumber}).`,
          params.attached
            ? `It is attached to this e-mail (${params.targetFileName}). You can also download it from your translations:`
            : 'The document is too large to attach to this e-mail. Download it from your translations:',
          link,
          ...glossaryLines(params),
          ...noteLines(params),
          'Thank you for choosing PageTranslate.',
          'The PageTranslate team',
        ].join('\n\n');
  const subject =
    params.language === 'fr'
      ? `Votre traduction est prête — commande ${params.orderNumber}`
      : `Your translation is ready — order ${params.orderNumber}`;
  return { subject, text, html: textToHtml(text) };
}

/** "page 3" / "pages 3 and 7" in a sentence. */
const pagesPhrase = (pages: number[], lang: AppLanguage) => `${pages.length === 1 ? 'page' : 'pages'} ${pageList(pages, lang)}`;

/** How many of the organisation's glossary terms the translation applied (nothing when none). */
function glossaryLines({ notes, language }: DeliveryMailParams): string[] {
  const n = notes?.glossaryTerms ?? 0;
  if (n <= 0) return [];
  if (language === 'fr')
    return [
      n === 1
        ? 'Le glossaire de votre organisation a été appliqué à 1 terme.'
        : `Le glossaire de votre organisation a été appliqué à ${n} termes.`,
    ];
  return [n === 1 ? 'Your organisation’s glossary was applied to 1 term.' : `Your organisation’s glossary was applied to ${n} terms.`];
}

/**
 * What the customer should check in the PDF, one paragraph per kind, naming the pages (none when all went well).
 * The DOCX version reflows its text, so it is offered where the PDF's layout could not hold the translation.
 */
function noteLines({ notes, language: lang, orderNumber, publicUrl }: DeliveryMailParams): string[] {
  if (!hasOutputNotes(notes)) return [];
  const fr = lang === 'fr';
  const lines = [fr ? 'À vérifier dans le document :' : 'Please check the document:'];
  const kinds: Array<[PageCheckReason, number[]]> = [
    ['overflow', notes.overflowPages],
    ['missing_glyphs', notes.missingGlyphPages],
    ['source_left', notes.sourceTextPages],
    ['unsure_text', notes.lowConfidencePages ?? []],
  ];
  for (const [reason, list] of kinds) {
    if (list.length === 0) continue;
    const pages = pagesPhrase(list, lang);
    // The same words as the translations page (@pt/libs/output-notes).
    const clause = pageCheckText(reason, lang) + (reason === 'overflow' ? ` ${DOCX_HINT[lang].sentence}` : '');
    lines.push(fr ? `– ${pages} : ${clause}` : `– On ${pages}, ${clause}`);
  }
  lines.push(
    fr
      ? `Si le résultat ne vous convient pas, écrivez-nous en indiquant le numéro de commande ${orderNumber} :\n${contactLink(publicUrl)}`
      : `If the result does not meet your needs, contact us and give your order number, ${orderNumber}:\n${contactLink(publicUrl)}`,
  );
  return [lines.join('\n')];
}
