import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { describe, expect, test } from 'vitest';
import { APP_ROUTES } from '../../web/src/routes.ts';
import { NAMESPACES } from '../../web/src/i18n.ts';
import { keysOf, namespaceTexts } from './support/translations.ts';

const SRC = resolve(import.meta.dirname, '../../web/src');
const PLATFORM = join(SRC, 'platform');
/** Domain folders: every folder of `web/src` but `platform/` and the generated artifacts. */
const DOMAINS = readdirSync(SRC, { withFileTypes: true })
  .filter((d) => d.isDirectory() && !['platform', '__generated__'].includes(d.name)).map((d) => d.name);

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((f) => f.isFile() && /\.tsx?$/.test(f.name)).map((f) => join(f.parentPath, f.name));
}

/** Static imports, re-exports and dynamic `import()` specifiers. */
function importsOf(file: string): string[] {
  const source = readFileSync(file, 'utf8');
  return [...source.matchAll(/(?:\bfrom\s*|\bimport\s*\(?\s*)['"]([^'"]+)['"]/g)].map((m) => m[1]);
}

describe('per-domain registration (DESIGN §5)', () => {
  test('the domain folders are found', () => {
    expect(DOMAINS).toEqual(expect.arrayContaining(['session', 'shell', 'employees', 'departments']));
  });

  test('no file under web/src/platform imports a domain folder', () => {
    const offending = filesUnder(PLATFORM).flatMap((file) => importsOf(file)
      .filter((spec) => spec.startsWith('.'))
      .map((spec) => relative(SRC, resolve(file, '..', spec)))
      .filter((target) => !target.startsWith('..') && DOMAINS.includes(target.split(/[\\/]/)[0]))
      .map((target) => `${relative(SRC, file)} → ${target}`));
    expect(offending).toEqual([]);
  });

  test('every route in web/src/routes.ts has a lazy screen', async () => {
    expect(APP_ROUTES.length).toBeGreaterThan(0);
    for (const route of APP_ROUTES) expect(typeof route.screen, route.path).toBe('function');
    const source = readFileSync(join(SRC, 'routes.ts'), 'utf8');
    expect(source).not.toMatch(/^import\s+(?!type\b)[^;]*from\s+'\.\/(?!platform\/|session\/requireAccess|shell\/(ErrorPage|NotFoundPage))/m);
    // Each screen loads into a component carrying its route's query loader.
    const screens = await Promise.all([...new Set(APP_ROUTES.map((r) => r.screen))].map((load) => load()));
    for (const screen of screens) expect(typeof screen.loadQuery).toBe('function');
  });

  test('routes name only existing namespaces', () => {
    const used = APP_ROUTES.flatMap((r) => r.ns ?? []);
    expect(used.filter((ns) => !NAMESPACES.includes(ns))).toEqual([]);
  });

  test('every namespace has the same keys in en, pt and fr', async () => {
    const [en, pt, fr] = await Promise.all([namespaceTexts('en'), namespaceTexts('pt'), namespaceTexts('fr')]);
    expect(Object.keys(en)).toEqual(expect.arrayContaining(['common', ...NAMESPACES]));
    for (const ns of Object.keys(en)) {
      const keys = keysOf(en[ns]).sort();
      expect(keysOf(pt[ns]).sort(), `pt ${ns}`).toEqual(keys);
      expect(keysOf(fr[ns]).sort(), `fr ${ns}`).toEqual(keys);
    }
  });

  test('no key belongs to two namespaces', async () => {
    const en = await namespaceTexts('en');
    const groups = Object.values(en).flatMap((texts) => Object.keys(texts));
    expect(groups.filter((g, i) => groups.indexOf(g) !== i)).toEqual([]);
  });
});
