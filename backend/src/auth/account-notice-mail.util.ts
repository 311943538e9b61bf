import { textToHtml } from '../common/html.util';
import type { AppLanguage } from '../common/language';

export interface AccountNoticeParams {
  publicUrl: string;
  language: AppLanguage;
  /** When it happened. */
  at: Date;
}

type Mail = { subject: string; text: string; html: string };

/** The date and time of a notice, in the user's language, UTC (the e-mail cannot know the reader's time zone). */
function when(at: Date, language: AppLanguage): string {
  const formatted = new Intl.DateTimeFormat(language === 'fr' ? 'fr-CA' : 'en-CA', {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: 'UTC',
  }).format(at);
  return `${formatted} UTC`;
}

function mail(subject: string, paragraphs: string[]): Mail {
  const text = paragraphs.join('\n\n');
  return { subject, text, html: textToHtml(text) };
}

/** Tells the user that a Google account can now sign in to their PageTranslate account. */
export function googleLinkedMail({ publicUrl, language, at, googleEmail }: AccountNoticeParams & { googleEmail: string }): Mail {
  const forgot = `${publicUrl}/forgot-password`;
  return language === 'fr'
    ? mail('Un compte Google a été lié à votre compte PageTranslate', [
        'Bonjour,',
        `Le ${when(at, 'fr')}, le compte Google ${googleEmail} a été lié à votre compte PageTranslate, après la saisie de votre mot de passe. Vous pouvez désormais vous connecter avec Google.`,
        `Si ce n'était pas vous, changez votre mot de passe tout de suite (${forgot}) et écrivez-nous en répondant à ce courriel.`,
        "L'équipe PageTranslate",
      ])
    : mail('A Google account was linked to your PageTranslate account', [
        'Hello,',
        `On ${when(at, 'en')}, the Google account ${googleEmail} was linked to your PageTranslate account, after your password was entered. You can now sign in with Google.`,
        `If this was not you, change your password now (${forgot}) and tell us by replying to this e-mail.`,
        'The PageTranslate team',
      ]);
}

/** Tells the user that their password was reset (every session was ended). */
export function passwordResetDoneMail({ publicUrl, language, at }: AccountNoticeParams): Mail {
  const forgot = `${publicUrl}/forgot-password`;
  return language === 'fr'
    ? mail('Votre mot de passe PageTranslate a été réinitialisé', [
        'Bonjour,',
        `Le ${when(at, 'fr')}, le mot de passe de votre compte PageTranslate a été réinitialisé avec un lien envoyé à cette adresse. Toutes vos sessions ont été fermées.`,
        `Si ce n'était pas vous, réinitialisez-le de nouveau tout de suite (${forgot}) et écrivez-nous en répondant à ce courriel.`,
        "L'équipe PageTranslate",
      ])
    : mail('Your PageTranslate password was reset', [
        'Hello,',
        `On ${when(at, 'en')}, the password of your PageTranslate account was reset with a link sent to this address. Every session was signed out.`,
        `If this was not you, reset it again now (${forgot}) and tell us by replying to this e-mail.`,
        'The PageTranslate team',
      ]);
}
