import { textToHtml } from '../common/html.util';
import type { AppLanguage } from '../common/language';

export interface InvitationMailParams {
  publicUrl: string;
  email: string;
  organizationId: number;
  organizationLabel: string;
  /** The plain activation code; only its hash is stored. */
  activationCode: string;
  language: AppLanguage;
  expiresAt: Date;
}

/** The registration page link (spec 2: /enterprise/register with query email, abc = organisation id, lang). */
export function invitationLink({
  publicUrl,
  email,
  organizationId,
  language,
}: Pick<InvitationMailParams, 'publicUrl' | 'email' | 'organizationId' | 'language'>): string {
  return `${publicUrl}/enterprise/register?${new URLSearchParams({ email, abc: String(organizationId), lang: language }).toString()}`;
}

// The invitation e-mail in the invitation's language: link, activation code and expiry date, text and HTML.
export function invitationMail(params: InvitationMailParams): { subject: string; text: string; html: string } {
  const link = invitationLink(params);
  const date = params.expiresAt.toISOString().slice(0, 10);
  const org = params.organizationLabel;
  const text =
    params.language === 'fr'
      ? [
          'Bonjour,',
          `Vous êtes invité(e) à rejoindre ${org} sur PageTranslate, le service de traduction de documents.`,
          `Ouvrez ce lien pour créer votre compte :\n${link}`,
          `Votre code d'activation : ${params.activationCode}`,
          `Cette invitation expire le ${date}.`,
          "L'équipe PageTranslate",
        ].join('\n\n')
      : [
          'Hello,',
          `You have been invited to join ${org} on PageTranslate, the document translation service.`,
          `Open this link to create your account:\n${link}`,
          `Your activation code: ${params.activationCode}`,
          `This invitation expires on ${date}.`,
          'The PageTranslate team',
        ].join('\n\n');
  const subject =
    params.language === 'fr' ? `Invitation à rejoindre ${org} sur PageTranslate` : `Your invitation to join ${org} on PageTranslate`;
  return { subject, text, html: textToHtml(text) };
}
