import i18next from 'i18next';
import { originalText } from './textOverrides.ts';

/** Every text key of the loaded bundles of a language, as `namespace:group.key`, with its bundled text (not an override's). */
export function bundledKeys(language: string): { key: string; text: string }[] {
  const data = (i18next.store?.data ?? {})[language] ?? {};
  const out: { key: string; text: string }[] = [];
  const walk = (ns: string, node: unknown, path: string[]) => {
    if (typeof node === 'string') { const key = `${ns}:${path.join('.')}`; out.push({ key, text: originalText(language, key) ?? node }); }
    else if (node && typeof node === 'object') for (const [k, v] of Object.entries(node)) walk(ns, v, [...path, k]);
  };
  for (const [ns, texts] of Object.entries(data)) walk(ns, texts, []);
  return out.sort((a, b) => a.key.localeCompare(b.key));
}

/**
 * Whether `key` names a text of the app. The languages' bundles hold the same keys (pt and fr are type-checked against
 * en), so the loaded bundles of the shown language answer for the English ones.
 */
export function isBundledKey(key: string, language: string): boolean {
  const colon = key.indexOf(':');
  if (colon < 1) return false;
  const text = i18next.getResource(language, key.slice(0, colon), key.slice(colon + 1)) as unknown;
  return typeof text === 'string';
}
