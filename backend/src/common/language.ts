/** The interface languages of the product (spec section 9): English and French, fallback English. */
export const APP_LANGUAGES = ['en', 'fr'] as const;
export type AppLanguage = (typeof APP_LANGUAGES)[number];
export const DEFAULT_LANGUAGE: AppLanguage = 'en';
