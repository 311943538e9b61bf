import { isMessageKey, message, type MessageKey } from '@pt/libs/messages';
import { DEFAULT_LANGUAGE, type AppLanguage } from './language';
import { isServerMessageKey, SERVER_MESSAGES, type ServerMessageKey } from './server-messages';

/** A text the server can say in either language; which one is decided per request (see request-language.ts). */
export interface Localizable {
  render(lang: AppLanguage): string;
}

/** A key of the spec's messages (libs) or of the server's own (server-messages.ts). */
export type TextKey = MessageKey | ServerMessageKey;

export type TextParam = string | number | Localizable;

export function isLocalizable(value: unknown): value is Localizable {
  return typeof value === 'object' && value !== null && typeof (value as { render?: unknown }).render === 'function';
}

/** A catalogue text with its placeholders' values; a value may itself be localizable (e.g. a country's label). */
export class LocalizedText implements Localizable {
  constructor(
    readonly key: TextKey,
    readonly params: Readonly<Record<string, TextParam>> = {},
  ) {}

  render(lang: AppLanguage): string {
    const template = isMessageKey(this.key) ? message(this.key, lang) : SERVER_MESSAGES[lang][this.key];
    return template.replace(/\{(\w+)\}/g, (placeholder, name: string) => {
      if (!Object.prototype.hasOwnProperty.call(this.params, name)) return placeholder;
      const value = this.params[name];
      return isLocalizable(value) ? value.render(lang) : String(value);
    });
  }

  toString(): string {
    return this.render(DEFAULT_LANGUAGE);
  }
}

export function text(key: TextKey, params?: Record<string, TextParam>): LocalizedText {
  if (!isTextKey(key)) throw new Error(`Unknown message key: ${String(key)}`);
  return new LocalizedText(key, params);
}

class BilingualText implements Localizable {
  constructor(
    private readonly english: string,
    private readonly french: string,
  ) {}

  render(lang: AppLanguage): string {
    return lang === 'fr' ? this.french : this.english;
  }

  toString(): string {
    return this.english;
  }
}

/** A text given directly in both languages (e.g. a stored record's English and French labels). */
export function bilingual(english: string, french: string): Localizable {
  return new BilingualText(english, french);
}

class JoinedTexts implements Localizable {
  constructor(
    private readonly parts: readonly Localizable[],
    private readonly separator: string,
  ) {}

  render(lang: AppLanguage): string {
    return this.parts.map((p) => p.render(lang)).join(this.separator);
  }

  toString(): string {
    return this.render(DEFAULT_LANGUAGE);
  }
}

/** Several texts in one sentence, e.g. every failed field rule: "Street Address is required; City is required". */
export function joinTexts(parts: readonly Localizable[], separator = '; '): Localizable {
  return new JoinedTexts(parts, separator);
}

export function isTextKey(value: unknown): value is TextKey {
  return isMessageKey(value) || isServerMessageKey(value);
}

/**
 * A message given as a key, a localizable, or (for callers that have no key yet) a fixed text, which is then said
 * the same way in both languages.
 */
export type TextOrKey = TextKey | Localizable | (string & {});

export function asText(value: TextOrKey): Localizable {
  if (isLocalizable(value)) return value;
  return isTextKey(value) ? text(value) : bilingual(value, value);
}
