// Which language a document is translated from: the customer's word when they give it, else the detector's guess
// when it is sure and the engine translates from it. A guess is never a reason to refuse a document: an unsure
// guess is taken but shown as such (the customer may change it), and a document whose language the engine cannot
// be seen to translate from is quoted with the language left to choose ("needed"; payment waits for it).

export const SOURCE_LANGUAGE_STATUSES = ['given', 'detected', 'unsure', 'needed'] as const;
export type SourceLanguageStatus = (typeof SOURCE_LANGUAGE_STATUSES)[number];

export interface SourceLanguageDecision {
  /** The language to translate from, or null while the customer must choose it. */
  sourceLanguage: string | null;
  status: SourceLanguageStatus;
}

/** Why a pair is refused: the document is in the target language, or the engine cannot translate from it. */
export type SourceLanguageRefusal = { refused: 'sameLanguage'; language: string } | { refused: 'unsupportedPair'; language: string };

export interface SourceLanguageInput {
  /** The customer's choice, when given. */
  given?: string | null;
  /** The detector's guess (null without one) and whether it is sure. */
  guess: { language: string | null; sure: boolean };
  target: string;
  /** The languages the engine translates into `target`. */
  sources: readonly string[];
}

/**
 * The source language of an upload, or the refusal: the customer's choice must be another language than the
 * target and one the engine translates from; a sure guess equal to the target is refused as today ("already in
 * French"); any other guess leads to a quote, `unsure` or `needed` when it cannot be taken as it is.
 */
export function decideSourceLanguage({
  given,
  guess,
  target,
  sources,
}: SourceLanguageInput): SourceLanguageDecision | SourceLanguageRefusal {
  if (given) {
    if (given === target) return { refused: 'sameLanguage', language: given };
    if (!sources.includes(given)) return { refused: 'unsupportedPair', language: given };
    return { sourceLanguage: given, status: 'given' };
  }
  const { language, sure } = guess;
  if (language === null) return { sourceLanguage: null, status: 'needed' };
  if (sure && language === target) return { refused: 'sameLanguage', language };
  if (language === target || !sources.includes(language)) return { sourceLanguage: null, status: 'needed' };
  return { sourceLanguage: language, status: sure ? 'detected' : 'unsure' };
}

export const isRefusal = (d: SourceLanguageDecision | SourceLanguageRefusal): d is SourceLanguageRefusal => 'refused' in d;
