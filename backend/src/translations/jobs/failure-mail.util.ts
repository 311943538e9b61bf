import { textToHtml } from '../../common/html.util';
import type { AppLanguage } from '../../common/language';
import { REFUND } from './pipeline-errors';

export interface FailureMailParams {
  language: AppLanguage;
  publicUrl: string;
  orderNumber: string;
  /** The customer's original file name. */
  sourceFileName: string;
  /** What went wrong, as stored on the translation in the user's language (it may end with the refund sentence). */
  reason: string | null;
}

/** The pages of the customer app the e-mail sends the user to: a new order, and the contact form. */
export const newTranslationLink = (publicUrl: string): string => `${publicUrl}/create-translation`;
export const contactLink = (publicUrl: string): string => `${publicUrl}/contact-us`;

/** The reason without the refund sentence, which the e-mail gives in its own paragraph. */
function reasonOf(reason: string | null, language: AppLanguage): string | null {
  const text = reason?.replace(REFUND[language], '').replace(/\s+/g, ' ').trim();
  return text ? text : null;
}

// The "translation failed" e-mail in the user's language: what happened, that the payment is refunded (the job layer
// asked for the refund before sending it), and what to do next: order again, or write to us with the order number.
export function failureMail(params: FailureMailParams): { subject: string; text: string; html: string } {
  const reason = reasonOf(params.reason, params.language);
  const order = newTranslationLink(params.publicUrl);
  const contact = contactLink(params.publicUrl);
  const text =
    params.language === 'fr'
      ? [
          'Bonjour,',
          `Nous sommes désolés : nous n’avons pas pu traduire « ${params.sourceFileName} » (commande ${params.orderNumber}).`,
          ...(reason ? [reason] : []),
          'Votre paiement vous sera remboursé en totalité ; vous n’avez rien à faire. Selon votre banque, le remboursement peut prendre quelques jours ouvrables avant d’apparaître sur votre relevé.',
          `Vous pouvez commander une nouvelle traduction (par exemple après avoir exporté de nouveau le document en PDF) :\n${order}`,
          `Pour toute question, écrivez-nous en indiquant le numéro de commande ${params.orderNumber} :\n${contact}`,
          'L’équipe PageTranslate',
        ].join('\n\n')
      : [
          'Hello,',
          `We are sorry: we could not translate "${params.sourceFileName}" (order ${params.orderNumber}).`,
          ...(reason ? [reason] : []),
          'Your payment will be refunded in full; you do not need to do anything. Depending on your bank, the refund may take a few business days to appear on your statement.',
          `You can order a new translation (for example after exporting the document to PDF again):\n${order}`,
          `If you have a question, contact us and give your order number, ${params.orderNumber}:\n${contact}`,
          'The PageTranslate team',
        ].join('\n\n');
  const subject =
    params.language === 'fr'
      ? `Votre traduction n’a pas pu être faite — commande ${params.orderNumber} remboursée`
      : `We could not complete your translation — order ${params.orderNumber} refunded`;
  return { subject, text, html: textToHtml(text) };
}
