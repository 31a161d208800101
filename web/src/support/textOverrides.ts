import i18next from 'i18next';

/** One text replacing a bundled one: `key` as the app names it, `namespace:group.key`. */
export interface LangKey { language: string; key: string; value: string }

let current: readonly LangKey[] = [];
/** The bundled text under each overridden key (`lng|ns|path`), to put back when the override goes. */
const originals = new Map<string, string | undefined>();
let applying = false;
let listening = false;

const split = (key: string) => {
  const colon = key.indexOf(':');
  return { ns: key.slice(0, colon), path: key.slice(colon + 1) };
};
const slot = (lng: string, ns: string, path: string) => `${lng}|${ns}|${path}`;

/** Writes the overrides of one language and namespace into i18next, over the bundled texts (deep, overwrite). */
function applyTo(lng: string, ns: string) {
  if (!i18next.hasResourceBundle(lng, ns)) return; // the bundle loads later: the 'added' event brings us back
  const nested: Record<string, unknown> = {};
  for (const o of current) {
    const { ns: ons, path } = split(o.key);
    if (o.language !== lng || ons !== ns) continue;
    const id = slot(lng, ns, path);
    if (!originals.has(id)) {
      const bundled = i18next.getResource(lng, ns, path) as unknown;
      originals.set(id, typeof bundled === 'string' ? bundled : undefined);
    }
    const parts = path.split('.');
    let node = nested;
    for (const part of parts.slice(0, -1)) node = (node[part] ??= {}) as Record<string, unknown>;
    node[parts.at(-1)!] = o.value;
  }
  if (Object.keys(nested).length) i18next.addResourceBundle(lng, ns, nested, true, true);
}

/** A namespace's bundled texts just (re)loaded: what they hold is the original now, and the overrides go on top. */
function onAdded(lng: string, ns: string) {
  if (applying) return;
  applying = true;
  try {
    for (const id of [...originals.keys()]) if (id.startsWith(`${lng}|${ns}|`)) originals.delete(id);
    applyTo(lng, ns);
  } finally {
    applying = false;
  }
}

/**
 * Makes `overrides` the texts replacing the bundled ones (core §1, langKeys): those no longer listed get their bundled
 * text back, namespaces loaded later receive theirs as they load, and every translated text renders again.
 * Bundles are only added to namespaces already loaded, so the platform's lazy loading still fetches the others.
 */
export function applyTextOverrides(overrides: readonly LangKey[]): void {
  if (!listening) {
    i18next.store.on('added', onAdded);
    listening = true;
  }
  const next = new Set(overrides.map((o) => slot(o.language, split(o.key).ns, split(o.key).path)));
  applying = true;
  try {
    for (const [id, bundled] of [...originals]) {
      if (next.has(id)) continue;
      const [lng, ns, path] = id.split('|');
      if (bundled !== undefined && i18next.hasResourceBundle(lng, ns)) i18next.addResource(lng, ns, path, bundled);
      originals.delete(id);
    }
    current = overrides.filter((o) => o.key.includes(':'));
    const pairs = new Set(current.map((o) => `${o.language}|${split(o.key).ns}`));
    for (const pair of pairs) {
      const [lng, ns] = pair.split('|');
      applyTo(lng, ns);
    }
  } finally {
    applying = false;
  }
  // react-i18next re-renders on a language change; the language is the same, the texts are not.
  if (i18next.isInitialized) i18next.emit('languageChanged', i18next.language);
}

/** The support service's nested `langKeys` (`{ pt: { shell: { menu: { clocks } } } }`) as flat entries. */
export function flattenLangKeys(langKeys: unknown): LangKey[] {
  const out: LangKey[] = [];
  const walk = (language: string, ns: string, node: unknown, path: string[]) => {
    if (typeof node === 'string' && path.length) out.push({ language, key: `${ns}:${path.join('.')}`, value: node });
    else if (node && typeof node === 'object') for (const [k, v] of Object.entries(node)) walk(language, ns, v, [...path, k]);
  };
  if (langKeys && typeof langKeys === 'object') {
    for (const [language, namespaces] of Object.entries(langKeys)) {
      if (!['en', 'pt', 'fr'].includes(language) || !namespaces || typeof namespaces !== 'object') continue;
      for (const [ns, texts] of Object.entries(namespaces)) walk(language, ns, texts, []);
    }
  }
  return out;
}

/** The bundled text of `key` (`namespace:group.key`) in `language`, even while an override replaces it; undefined if none. */
export function originalText(language: string, key: string): string | undefined {
  const { ns, path } = split(key);
  const id = slot(language, ns, path);
  if (originals.has(id)) return originals.get(id);
  const text = i18next.getResource(language, ns, path) as unknown;
  return typeof text === 'string' ? text : undefined;
}
