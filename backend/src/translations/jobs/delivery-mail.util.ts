import { textToHtml } from '../../common/html.util';
import type { AppLanguage } from '../../users/language';
import { languageName } from '../translation-messages.util';

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
          'Thank you for choosing PageTranslate.',
          'The PageTranslate team',
        ].join('\n\n');
  const subject =
    params.language === 'fr'
      ? `Votre traduction est prête — commande ${params.orderNumber}`
      : `Your translation is ready — order ${params.orderNumber}`;
  return { subject, text, html: textToHtml(text) };
}
