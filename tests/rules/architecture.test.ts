/**
 * The house style (DESIGN.md §5, docs/architecture.md) as rules that fail the build rather than wait for a reviewer:
 * SQL only in repositories, fastify only at the HTTP edge, no import cycles. (That web/src/platform imports no
 * domain folder is checked by tests/web/registration.test.ts.)
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import madge from 'madge';

const ROOT = path.resolve(import.meta.dirname, '../..');

function filesUnder(dir: string, keep: (file: string) => boolean): string[] {
  const out: string[] = [];
  for (const entry of fs.readdirSync(path.join(ROOT, dir), { withFileTypes: true })) {
    const rel = path.join(dir, entry.name);
    if (entry.isDirectory()) out.push(...filesUnder(rel, keep));
    else if (keep(rel)) out.push(rel);
  }
  return out;
}

/** `file:line: text` for every line of `files` matching `pattern` (comments included: say it in a repository). */
function offending(files: string[], pattern: RegExp): string[] {
  return files.flatMap((file) => fs.readFileSync(path.join(ROOT, file), 'utf8').split('\n')
    .map((line, i) => (pattern.test(line) ? `${file}:${i + 1}: ${line.trim()}` : null))
    .filter((x): x is string => x !== null));
}

test('no SQL in route files: queries live in <domain>.repository.ts', () => {
  const routes = filesUnder('api/src', (f) => f.endsWith('.routes.ts'));
  assert.ok(routes.length > 10, 'the route files were found');
  assert.deepEqual(offending(routes, /\b(selectFrom|insertInto|updateTable|deleteFrom|replaceInto|mergeInto)\s*\(|\bsql\s*`|\bsql\.(raw|ref|lit|table|id)\s*\(/), []);
});

test('fastify is imported only by route files, platform/ and the app itself: services and repositories never see a request', () => {
  const code = filesUnder('api/src', (f) => f.endsWith('.ts') && !f.endsWith('.routes.ts') && !f.startsWith(path.join('api/src/platform')));
  const allowed = new Set(['api/src/app.ts']);
  assert.deepEqual(offending(code.filter((f) => !allowed.has(f)), /from\s+['"](fastify|@fastify\/[^'"]+)['"]/), []);
});

test('no import cycles in the API, the gateway, the web app, domain/ or scripts/', async () => {
  const graph = await madge(['api', 'gateway/src', 'domain', 'web/src', 'scripts'].map((d) => path.join(ROOT, d)), {
    baseDir: ROOT,
    fileExtensions: ['ts', 'tsx'],
    tsConfig: path.join(ROOT, 'tsconfig.json'),
    excludeRegExp: [/__generated__/, /node_modules/],
    // A lazy `import()` of a route's screen is a chunk boundary, not a cycle at load time; type imports count.
    detectiveOptions: { ts: { skipAsyncImports: true }, tsx: { skipAsyncImports: true } },
  });
  assert.ok(Object.keys(graph.obj()).length > 300, 'the source files were found');
  assert.deepEqual(graph.circular(), []);
});
