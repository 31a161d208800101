import { loadNamespace, NAMESPACES } from '../../../web/src/i18n.ts';
import { en as commonEn } from '../../../web/src/platform/i18n/common.en.ts';
import { pt as commonPt } from '../../../web/src/platform/i18n/common.pt.ts';
import { fr as commonFr } from '../../../web/src/platform/i18n/common.fr.ts';
import type { Locale } from '../../../web/src/platform/i18n/pickLocale.ts';
import type { NamespaceTexts } from '../../../web/src/platform/i18n/Translation.ts';

const COMMON: Record<Locale, NamespaceTexts> = { en: commonEn, pt: commonPt, fr: commonFr };

/** Each namespace's texts in one language: `common` (platform) and every domain folder's `i18n.<locale>.ts`. */
export async function namespaceTexts(locale: Locale): Promise<Record<string, NamespaceTexts>> {
  const domains = await Promise.all(NAMESPACES.map(async (ns) => [ns, await loadNamespace(locale, ns)] as const));
  return { common: COMMON[locale], ...Object.fromEntries(domains) };
}

/** Every text of one language, as `group.key` paths. */
export function keysOf(texts: object, prefix = ''): string[] {
  return Object.entries(texts).flatMap(([k, v]) => (typeof v === 'string' ? [`${prefix}${k}`] : keysOf(v as object, `${prefix}${k}.`)));
}
