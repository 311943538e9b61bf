import { textToHtml } from '../common/html.util';
import type { AppLanguage } from '../common/language';

export interface PasswordResetMailParams {
  publicUrl: string;
  email: string;
  /** The plain token; only its hash is stored. */
  token: string;
  language: AppLanguage;
}

/** The link of the reset page (spec 2: /forgot-password-reset with query email and token). */
export function passwordResetLink({ publicUrl, email, token }: Pick<PasswordResetMailParams, 'publicUrl' | 'email' | 'token'>): string {
  return `${publicUrl}/forgot-password-reset?${new URLSearchParams({ email, token }).toString()}`;
}

// The password-reset e-mail in the user's language, text and HTML parts with the same content.
export function passwordResetMail(params: PasswordResetMailParams): { subject: string; text: string; html: string } {
  const link = passwordResetLink(params);
  const text =
    params.language === 'fr'
      ? [
          'Bonjour,',
          'Nous avons reçu une demande de réinitialisation du mot de passe de votre compte PageTranslate. Ouvrez ce lien pour choisir un nouveau mot de passe (valide une heure, une seule fois) :',
          link,
          "Si vous n'avez rien demandé, ignorez ce courriel : votre mot de passe reste le même.",
          "L'équipe PageTranslate",
        ].join('\n\n')
      : [
          'Hello,',
          'We received a request to reset the password of your PageTranslate account. Open this link to choose a new password (valid for one hour, once):',
          link,
          'If you did not ask for this, ignore this e-mail: your password stays the same.',
          'The PageTranslate team',
        ].join('\n\n');
  const subject = params.language === 'fr' ? 'Réinitialisez votre mot de passe PageTranslate' : 'Reset your PageTranslate password';
  return { subject, text, html: textToHtml(text) };
}
