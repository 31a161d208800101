import i18next, { type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { LOCALE_KEY, pickLocale, type Locale } from './pickLocale.ts';
import type { NamespaceTexts } from './Translation.ts';

/** Loads one namespace in one language: the app root maps it to `./<domain>/i18n.<locale>.ts`. */
export type NamespaceLoader = (locale: Locale, namespace: string) => Promise<NamespaceTexts>;

/** The shared texts of `platform/`; each domain folder adds its own namespace. */
export const COMMON_NS = 'common';

const commonLoaders: Record<Locale, () => Promise<NamespaceTexts>> = {
  en: async () => (await import('./common.en.ts')).en,
  pt: async () => (await import('./common.pt.ts')).pt,
  fr: async () => (await import('./common.fr.ts')).fr,
};

let loadDomain: NamespaceLoader = async (_locale, namespace) => {
  throw new Error(`No loader for the "${namespace}" namespace`);
};
/** Namespaces in use: switching the language fetches these again. */
const used = new Set<string>([COMMON_NS]);

export interface I18nOptions {
  locale?: Locale;
  /** Every domain namespace; `t('group.key')` finds keys in any of them once loaded. */
  namespaces: readonly string[];
  load: NamespaceLoader;
  /** Namespaces needed before anything renders (pages outside the lazy routes). */
  preload?: readonly string[];
}

async function addBundles(locale: Locale, namespaces: Iterable<string>): Promise<void> {
  await Promise.all([...namespaces].filter((ns) => !i18next.hasResourceBundle(locale, ns)).map(async (ns) => {
    const texts = ns === COMMON_NS ? await commonLoaders[locale]() : await loadDomain(locale, ns);
    i18next.addResourceBundle(locale, ns, texts, true, true);
  }));
}

function currentLocale(): Locale {
  return pickLocale(i18next.language, undefined);
}

/**
 * Namespaces load with their route's chunk: route loaders await this before rendering, so the first paint never
 * shows untranslated keys. Only the user's language is fetched (pt and fr are type-checked complete against en).
 */
export async function loadNamespaces(namespaces: readonly string[]): Promise<void> {
  namespaces.forEach((ns) => used.add(ns));
  await addBundles(currentLocale(), namespaces);
}

export async function initI18n(options: I18nOptions): Promise<i18n> {
  const locale = options.locale ?? pickLocale(localStorage.getItem(LOCALE_KEY), navigator.language);
  loadDomain = options.load;
  await i18next.use(initReactI18next).init({
    lng: locale,
    fallbackLng: 'en',
    // Keys keep their group (`employees.fields.name`): a domain's component reads its own namespace first
    // (`useTranslation('employees')`), then `common`, then any other loaded namespace (the shell's screen names).
    defaultNS: COMMON_NS,
    ns: [COMMON_NS],
    fallbackNS: [COMMON_NS, ...options.namespaces],
    resources: {},
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  await loadNamespaces([COMMON_NS, ...(options.preload ?? [])]);
  document.documentElement.lang = locale;
  return i18next;
}

/** Switches the language and remembers it on this device. */
export async function changeLocale(locale: Locale): Promise<void> {
  await addBundles(locale, used);
  localStorage.setItem(LOCALE_KEY, locale);
  document.documentElement.lang = locale;
  await i18next.changeLanguage(locale);
}
