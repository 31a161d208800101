import type { Locale } from './platform/i18n/pickLocale.ts';
import type { NamespaceLoader } from './platform/i18n/initI18n.ts';
import type { NamespaceTexts } from './platform/i18n/Translation.ts';

/**
 * Every domain folder's `i18n.<locale>.ts` is a namespace named after the folder, each language its own chunk:
 * a new domain registers its texts by adding the files, with no list to edit.
 */
const files = import.meta.glob<Partial<Record<Locale, NamespaceTexts>>>('./*/i18n.{en,pt,fr}.ts');

const fileOf = (namespace: string, locale: Locale) => `./${namespace}/i18n.${locale}.ts`;

export const NAMESPACES: readonly string[] = [...new Set(Object.keys(files).map((f) => f.split('/')[1]))];

export const loadNamespace: NamespaceLoader = async (locale, namespace) => {
  const load = files[fileOf(namespace, locale)];
  const texts = load ? (await load())[locale] : undefined;
  if (!texts) throw new Error(`Missing translations: ${fileOf(namespace, locale)}`);
  return texts;
};

/** The shell's texts (404, error page, layout) render outside the lazy routes, so they load before the first paint. */
export const i18nOptions = { namespaces: NAMESPACES, load: loadNamespace, preload: ['shell'] };
