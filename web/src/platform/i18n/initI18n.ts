import i18next, { type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { LOCALE_KEY, pickLocale, type Locale } from './pickLocale.ts';
import { en } from './locales/en.ts';

/** Portuguese and French are separate chunks: a user downloads only the language they read. */
const loaders: Record<Locale, () => Promise<Record<string, unknown>>> = {
  en: async () => en,
  pt: async () => (await import('./locales/pt.ts')).pt,
  fr: async () => (await import('./locales/fr.ts')).fr,
};

export async function initI18n(locale: Locale = pickLocale(localStorage.getItem(LOCALE_KEY), navigator.language)): Promise<i18n> {
  await i18next.use(initReactI18next).init({
    lng: locale,
    fallbackLng: 'en',
    resources: { en: { translation: en } },
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  if (locale !== 'en') i18next.addResourceBundle(locale, 'translation', await loaders[locale]());
  document.documentElement.lang = locale;
  return i18next;
}

/** Switches the language and remembers it on this device. */
export async function changeLocale(locale: Locale): Promise<void> {
  if (!i18next.hasResourceBundle(locale, 'translation')) i18next.addResourceBundle(locale, 'translation', await loaders[locale]());
  localStorage.setItem(LOCALE_KEY, locale);
  document.documentElement.lang = locale;
  await i18next.changeLanguage(locale);
}
