export const LOCALES = ['en', 'pt', 'fr'] as const;
export type Locale = (typeof LOCALES)[number];
export const LOCALE_KEY = 'pontual.locale';

function isLocale(value: string | null | undefined): value is Locale {
  return !!value && (LOCALES as readonly string[]).includes(value);
}

/** Core §1: the stored locale, else the first two letters of the browser language, else English. */
export function pickLocale(stored: string | null, browserLanguage: string | undefined): Locale {
  if (isLocale(stored)) return stored;
  const browser = browserLanguage?.slice(0, 2).toLowerCase();
  return isLocale(browser) ? browser : 'en';
}
