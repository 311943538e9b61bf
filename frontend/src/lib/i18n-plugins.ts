import type { BackendModule, LanguageDetectorModule, ReadCallback } from 'i18next';

/**
 * The two i18next plugins the app needs, written for its one configuration (spec §7): a few hundred bytes in the
 * entry chunk instead of i18next-browser-languagedetector and i18next-http-backend (~4 kB brotli together).
 */

export interface LanguageDetectorOptions {
  /** Query-string parameter read first (`?lng=fr`). */
  queryParam: string;
  /** Cookie read next, and written when the language changes. */
  cookie: string;
  cookieMaxAgeSeconds: number;
}

function readCookie(name: string): string | undefined {
  for (const part of document.cookie.split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return decodeURIComponent(value.join('='));
  }
  return undefined;
}

/** The language from the query string, then the cookie (i18next keeps the first it supports, else the fallback). */
export function createLanguageDetector({ queryParam, cookie, cookieMaxAgeSeconds }: LanguageDetectorOptions): LanguageDetectorModule {
  return {
    type: 'languageDetector',
    detect() {
      const found = [new URLSearchParams(window.location.search).get(queryParam), readCookie(cookie)].filter(
        (language): language is string => !!language,
      );
      return found.length > 0 ? found : undefined;
    },
    cacheUserLanguage(language: string) {
      // i18next's pseudo-language for showing keys is never remembered.
      if (language === 'cimode') return;
      document.cookie = `${cookie}=${encodeURIComponent(language)}; Path=/; Max-Age=${cookieMaxAgeSeconds}; SameSite=Lax`;
    },
  };
}

/** Loads `loadPath` ({{lng}} and {{ns}} filled in) with fetch; network failures and 5xx answers are retried by i18next. */
export function createLocalesBackend(loadPath: string): BackendModule {
  return {
    type: 'backend',
    init() {},
    read(language: string, namespace: string, callback: ReadCallback) {
      const url = loadPath.replace('{{lng}}', language).replace('{{ns}}', namespace);
      fetch(url).then(
        async (response) => {
          if (!response.ok) {
            callback(new Error(`failed loading ${url}: ${response.status}`), response.status >= 500 || response.status === 429);
            return;
          }
          try {
            callback(null, await response.json());
          } catch (error) {
            callback(error as Error, false);
          }
        },
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), true),
      );
    },
  };
}
