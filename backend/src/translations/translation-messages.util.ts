import { AppLanguage } from '../common/language';

// Sentences of the translations endpoints in English and French. Language names come from the runtime's
// CLDR data (Intl.DisplayNames), so any detected source language is named properly.

const displayNames = {
  en: new Intl.DisplayNames(['en'], { type: 'language' }),
  fr: new Intl.DisplayNames(['fr'], { type: 'language' }),
};

/** "German" / "allemand"; the code itself when the runtime does not know it. */
export function languageName(code: string, lang: AppLanguage): string {
  try {
    return displayNames[lang].of(code) ?? code;
  } catch {
    return code;
  }
}

// French language names are masculine and take an elided article before a vowel or mute h: "l’anglais", "le français".
const elides = (name: string) => /^[aeiouyhâàéèêëîïôöûüœ]/i.test(name);
const fromFrench = (name: string) => (elides(name) ? `de l’${name}` : `du ${name}`);
const toFrench = (name: string) => (elides(name) ? `vers l’${name}` : `vers le ${name}`);

/** The detected source language is the target: "This document is already in French." */
export function sameLanguageDetail(code: string, lang: AppLanguage): string {
  const name = languageName(code, lang);
  return lang === 'fr' ? `Ce document est déjà en ${name}.` : `This document is already in ${name}.`;
}

/** The engine has no route for the pair: "We cannot translate from German to French yet." */
export function unsupportedPairDetail(source: string, target: string, lang: AppLanguage): string {
  const from = languageName(source, lang);
  const to = languageName(target, lang);
  return lang === 'fr'
    ? `Nous ne pouvons pas encore traduire ${fromFrench(from)} ${toFrench(to)}.`
    : `We cannot translate from ${from} to ${to} yet.`;
}

/**
 * Page numbers for a sentence: runs of three or more become ranges ("1–4, 7 and 9"), joined the way the language
 * lists things.
 */
export function pageList(pages: number[], lang: AppLanguage): string {
  const sorted = [...new Set(pages)].sort((a, b) => a - b);
  const parts: string[] = [];
  for (let i = 0; i < sorted.length;) {
    let j = i;
    while (j + 1 < sorted.length && sorted[j + 1] === sorted[j] + 1) j++;
    if (j - i >= 2) parts.push(`${sorted[i]}–${sorted[j]}`);
    else for (let k = i; k <= j; k++) parts.push(String(sorted[k]));
    i = j + 1;
  }
  return new Intl.ListFormat(lang, { type: 'conjunction' }).format(parts);
}

/** Told before paying: "Pages 3 and 7 contain only images; their text will not be translated." */
export function imageOnlyPagesWarning(pages: number[], lang: AppLanguage): string {
  const list = pageList(pages, lang);
  if (pages.length === 1) {
    return lang === 'fr'
      ? `La page ${list} ne contient que des images ; son texte ne sera pas traduit.`
      : `Page ${list} contains only images; its text will not be translated.`;
  }
  return lang === 'fr'
    ? `Les pages ${list} ne contiennent que des images ; leur texte ne sera pas traduit.`
    : `Pages ${list} contain only images; their text will not be translated.`;
}

/** Told before paying: "Pages 1–4 are scans: their text will be recognised automatically." (OCR, document/src/ocr) */
export function scannedPagesNotice(pages: number[], lang: AppLanguage): string {
  const list = pageList(pages, lang);
  if (pages.length === 1) {
    return lang === 'fr'
      ? `La page ${list} est numérisée : son texte sera reconnu automatiquement.`
      : `Page ${list} is a scan: its text will be recognised automatically.`;
  }
  return lang === 'fr'
    ? `Les pages ${list} sont numérisées : leur texte sera reconnu automatiquement.`
    : `Pages ${list} are scans: their text will be recognised automatically.`;
}

type Bilingual = Record<AppLanguage, string>;

export const TRANSLATION_TEXTS = {
  missingFile: {
    en: 'Please choose a PDF document to translate.',
    fr: 'Veuillez choisir un document PDF à traduire.',
  },
  otherUser: {
    en: 'You can only create translations for your own account.',
    fr: 'Vous ne pouvez créer des traductions que pour votre propre compte.',
  },
  unknownTargetLanguage: {
    en: 'This target language is not available. Please choose another one.',
    fr: 'Cette langue cible n’est pas offerte. Veuillez en choisir une autre.',
  },
  noText: {
    en: 'This document has no text to translate: its pages contain only images, and no text could be recognised on them.',
    fr: 'Ce document ne contient aucun texte à traduire : ses pages ne contiennent que des images, et aucun texte n’a pu y être reconnu.',
  },
  notFound: { en: 'Translation not found', fr: 'Traduction introuvable' },
  languageLocked: {
    en: 'The language of this document can no longer be changed: it has been paid for.',
    fr: 'La langue de ce document ne peut plus être modifiée : il a été payé.',
  },
  sourceLanguageNeeded: {
    en: 'Please choose the language this document is in before paying.',
    fr: 'Veuillez choisir la langue de ce document avant de payer.',
  },
  filesDeleted: {
    en: 'This document is no longer available: documents are deleted {days} days after the order.',
    fr: 'Ce document n’est plus disponible : les documents sont supprimés {days} jours après la commande.',
  },
  uploadRejected: {
    en: 'The upload could not be read: send one PDF file in the "file" field with the form fields user_id, target_language_id and output_format.',
    fr: 'Le téléversement n’a pas pu être lu : envoyez un seul fichier PDF dans le champ « file » avec les champs user_id, target_language_id et output_format.',
  },
  uploadRateExceeded: {
    en: 'You have uploaded {limit} documents in the last hour, the most we accept. Please try again in {minutes} min.',
    fr: 'Vous avez téléversé {limit} documents au cours de la dernière heure, le maximum accepté. Veuillez réessayer dans {minutes} min.',
  },
  tooManyUnpaid: {
    en: 'You have {limit} documents awaiting payment, the most we keep at once. Please pay for one of them, or wait until unpaid quotes expire (24 hours after upload), then upload this one again.',
    fr: 'Vous avez {limit} documents en attente de paiement, le maximum que nous conservons à la fois. Veuillez payer l’un d’eux, ou attendre que les soumissions non payées expirent (24 heures après le téléversement), puis téléverser celui-ci de nouveau.',
  },
  parseQueueFull: {
    en: 'We are analysing many documents right now. Please try again in a minute.',
    fr: 'Nous analysons beaucoup de documents en ce moment. Veuillez réessayer dans une minute.',
  },
} satisfies Record<string, Bilingual>;

export type TranslationTextKey = keyof typeof TRANSLATION_TEXTS;

export function translationText(key: TranslationTextKey, lang: AppLanguage, params: Record<string, string | number> = {}): string {
  return TRANSLATION_TEXTS[key][lang].replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
}
