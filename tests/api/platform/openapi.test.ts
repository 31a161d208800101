/**
 * Every endpoint of the foundation (the checklist /work/shared/spec/endpoints.txt, sections "core: session and
 * accounts", "core: roles and permissions", "features", "company") is documented in /api/openapi.json with its
 * method, and /api/docs serves the browsable page.
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { after, before, describe, test } from 'node:test';
import { startTestApp, type TestApp } from '../../support/test-app.ts';

const SECTIONS = ['core: session and accounts', 'core: roles and permissions', 'features', 'company'];

/** The checklist: beside the repository in the shared folder, or as given by ENDPOINTS_FILE. */
function checklistFile(): string {
  const here = path.dirname(fileURLToPath(import.meta.url));
  const candidates = [
    process.env.ENDPOINTS_FILE,
    path.resolve(here, '../../../../shared/spec/endpoints.txt'),
    '/work/shared/spec/endpoints.txt',
  ].filter((f): f is string => !!f);
  const found = candidates.find((f) => fs.existsSync(f));
  if (!found) throw new Error(`endpoints.txt not found in ${candidates.join(', ')}`);
  return found;
}

/** `METHOD /path` lines under the given `# --- heading` lines. */
function foundationEndpoints(text: string): { method: string; path: string }[] {
  const out: { method: string; path: string }[] = [];
  let inSection = false;
  for (const raw of text.split('\n')) {
    const line = raw.trim();
    const heading = /^#\s*---\s*(.+)$/.exec(line);
    if (heading) {
      inSection = SECTIONS.includes(heading[1].trim());
      continue;
    }
    if (!inSection || !line || line.startsWith('#')) continue;
    const [method, p] = line.split(/\s+/);
    out.push({ method, path: p });
  }
  return out;
}

/** `/accounts/` → `/api/accounts`; `{id}` stays (the OpenAPI style). */
const toOpenApiPath = (p: string) => `/api${p.replace(/\/$/, '')}`;

interface Operation { tags?: string[]; summary?: string; responses?: Record<string, unknown>; requestBody?: unknown; parameters?: { in: string; name: string }[]; security?: unknown[] }
let t: TestApp;
let paths: Record<string, Record<string, Operation>>;
const endpoints = foundationEndpoints(fs.readFileSync(checklistFile(), 'utf8'));

before(async () => {
  t = await startTestApp();
  const res = await t.request({ method: 'GET', url: '/api/openapi.json' });
  assert.equal(res.statusCode, 200, res.body.slice(0, 200));
  assert.match(String(res.headers['content-type']), /^application\/json/);
  const doc = res.json();
  assert.match(doc.openapi, /^3\./);
  assert.equal(typeof doc.info.title, 'string');
  assert.equal(typeof doc.info.version, 'string');
  paths = doc.paths;
});
after(async () => { await t?.close(); });

describe('the checklist', () => {
  test('has the four foundation sections, 34 endpoints', () => {
    assert.equal(endpoints.length, 34, endpoints.map((e) => `${e.method} ${e.path}`).join('\n'));
    for (const e of endpoints) assert.match(e.method, /^(GET|POST|PUT|DELETE|PATCH)$/, `${e.method} ${e.path}`);
  });
});

describe('/api/openapi.json documents every endpoint of the foundation', () => {
  for (const { method, path: p } of endpoints) {
    const docPath = toOpenApiPath(p);
    test(`${method} ${p} → ${method.toLowerCase()} ${docPath}`, () => {
      const item = paths[docPath];
      assert.ok(item, `${docPath} is not in the document`);
      const op = item[method.toLowerCase()];
      assert.ok(op, `${docPath} has no ${method}; it has ${Object.keys(item).join(', ')}`);
      // Documented enough to call: a success response, and the path parameters it names.
      const codes = Object.keys(op.responses ?? {});
      assert.ok(codes.some((c) => /^2\d\d$/.test(c)), `${method} ${docPath}: responses ${codes.join(', ')}`);
      const named = [...docPath.matchAll(/\{(\w+)\}/g)].map((m) => m[1]);
      const declared = (op.parameters ?? []).filter((x) => x.in === 'path').map((x) => x.name);
      assert.deepEqual(declared.sort(), named.sort(), `${method} ${docPath}: path parameters`);
    });
  }

  test('writes document their request body, creates answer 201 and updates and deletes 204', () => {
    const problems: string[] = [];
    for (const { method, path: p } of endpoints) {
      const docPath = toOpenApiPath(p);
      const op = paths[docPath]?.[method.toLowerCase()];
      if (!op) continue; // reported above
      const codes = Object.keys(op.responses ?? {});
      if (method === 'DELETE' && !codes.includes('204')) problems.push(`${method} ${docPath}: no 204 (${codes.join(', ')})`);
      if (method === 'PUT' && !codes.includes('204')) problems.push(`${method} ${docPath}: no 204 (${codes.join(', ')})`);
      if (method === 'PUT' && !op.requestBody) problems.push(`${method} ${docPath}: no request body`);
    }
    for (const create of ['/api/accounts', '/api/roles']) {
      const op = paths[create]?.post;
      if (!op?.responses?.['201']) problems.push(`POST ${create}: no 201`);
      if (!op?.requestBody) problems.push(`POST ${create}: no request body`);
    }
    for (const logo of ['/api/company/logo', '/api/company/logo-mobile']) {
      const body = JSON.stringify(paths[logo]?.post?.requestBody ?? {});
      if (!body.includes('multipart/form-data')) problems.push(`POST ${logo}: not documented as multipart/form-data`);
    }
    assert.deepEqual(problems, []);
  });

  test('public calls are marked as needing no token, the others as bearer', () => {
    const open = new Set(['post /api/login', 'post /api/login/recover', 'get /api/company/logo', 'get /api/company/logo-mobile']);
    for (const { method, path: p } of endpoints) {
      const key = `${method.toLowerCase()} ${toOpenApiPath(p)}`;
      const op = paths[toOpenApiPath(p)]?.[method.toLowerCase()];
      if (!op) continue;
      if (open.has(key)) assert.deepEqual(op.security, [], `${key} should declare security: []`);
      else assert.notDeepEqual(op.security, [], `${key} is marked public`);
    }
  });
});

describe('/api/docs', () => {
  test('serves the Swagger UI page as HTML, without a token', async () => {
    let res = await t.request({ method: 'GET', url: '/api/docs' });
    if (res.statusCode >= 300 && res.statusCode < 400) {
      res = await t.request({ method: 'GET', url: new URL(String(res.headers.location), 'http://localhost/api/docs').pathname });
    }
    assert.equal(res.statusCode, 200);
    assert.match(String(res.headers['content-type']), /^text\/html/);
    assert.match(res.body, /<html/i);
    assert.match(res.body, /swagger-ui/i);
  });

  test('the page\'s assets are served', async () => {
    const res = await t.request({ method: 'GET', url: '/api/docs/static/swagger-ui.css' });
    assert.equal(res.statusCode, 200);
    assert.match(String(res.headers['content-type']), /text\/css/);
  });
});
