/**
 * One request must not hold the API: every input the OpenAPI document describes is bounded (list lengths, text
 * lengths, integers that fit PostgreSQL's `integer`), bodies and request time are limited, and the worst body for
 * every write route (huge lists of bad items, deep nesting, long texts, thousands of unknown fields) is refused with
 * a short 4xx at once, while the health route keeps answering.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { LightMyRequestResponse } from 'fastify';
import { subErrorsFromValidation } from '../../../api/src/platform/errors.ts';
import { arrays, label, leaves, openApiOperations, setPath, urlOf, type JsonPath, type Operation, type Schema } from '../../support/openapi-walk.ts';
import { startTestApp, type TestApp } from '../../support/test-app.ts';

const INT32_MAX = 2_147_483_647;
const BODY_LIMIT = 128 * 1024;
/** What one refused request, and the health route next to it, may take at most (before the fix: 30 s to minutes). */
const TIME_BOUND_MS = 2_000;

let t: TestApp;
let token: string;
let operations: Operation[];

before(async () => {
  t = await startTestApp();
  token = (await t.signedIn(['SUPER_ADMIN'])).token;
  operations = await openApiOperations(t);
});
after(async () => { await t?.close(); });

// ---------------------------------------------------------------------------------------------------------------
// The documented inputs are bounded
// ---------------------------------------------------------------------------------------------------------------

/** A pattern anchored at both ends with no unbounded repetition (`^[A-Z]{2}$`) bounds the length by itself. */
const boundedPattern = (p?: string) => !!p && p.startsWith('^') && p.endsWith('$') && !/[*+]|\{\d+,\}/.test(p);

/** Every schema node of an input, with where it is. */
function nodes(schema: Schema, where: string): { where: string; schema: Schema }[] {
  const inner = [
    ...Object.entries(schema.properties ?? {}).flatMap(([name, sub]) => nodes(sub, `${where}.${name}`)),
    ...(schema.items ? nodes(schema.items, `${where}[]`) : []),
    ...[...(schema.anyOf ?? []), ...(schema.oneOf ?? [])].flatMap((sub) => nodes(sub, where)),
  ];
  return [{ where, schema }, ...inner];
}

function unbounded(s: Schema): string | null {
  if (s.const !== undefined || s.enum !== undefined) return null;
  if (s.type === 'array' && typeof s.maxItems !== 'number') return 'an array without maxItems';
  if (s.type === 'string' && typeof s.maxLength !== 'number' && !boundedPattern(s.pattern) && s.format !== 'binary') return 'a string without maxLength';
  if ((s.type === 'integer' || s.type === 'number') && !(typeof s.maximum === 'number' && s.maximum <= INT32_MAX && typeof s.minimum === 'number' && s.minimum >= -INT32_MAX - 1)) {
    return `a number without bounds that fit an integer column (minimum ${s.minimum}, maximum ${s.maximum})`;
  }
  return null;
}

describe('the OpenAPI document bounds every input', () => {
  test('every list has maxItems, every text maxLength, every number bounds within PostgreSQL integer', () => {
    const problems: string[] = [];
    for (const op of operations) {
      const inputs = [
        ...op.parameters.map((p) => ({ where: `${p.in} ${p.name}`, schema: p.schema })),
        ...(op.body ? [{ where: 'body', schema: op.body }] : []),
      ];
      for (const input of inputs) {
        for (const n of nodes(input.schema, input.where)) {
          const problem = unbounded(n.schema);
          if (problem) problems.push(`${label(op)} ${n.where}: ${problem}`);
        }
      }
    }
    assert.deepEqual(problems, []);
  });

  test('the document lists the write routes this file sends its worst bodies to', () => {
    const writes = operations.filter((op) => op.method !== 'GET');
    assert.ok(writes.length >= 40, `only ${writes.length} write routes`);
    assert.ok(writes.some((op) => op.path === '/api/employees/{id}' && op.method === 'PUT'));
  });
});

describe('body size and request time are limited', () => {
  test('JSON bodies are limited to 128 KiB; receiving a request and answering it are bounded in time', () => {
    const config = t.app.initialConfig as { bodyLimit?: number; requestTimeout?: number; handlerTimeout?: number };
    assert.equal(config.bodyLimit, BODY_LIMIT);
    assert.ok((config.requestTimeout ?? 0) > 0 && (config.requestTimeout ?? 0) <= 120_000, `requestTimeout ${config.requestTimeout}`);
    assert.ok((config.handlerTimeout ?? 0) > 0 && (config.handlerTimeout ?? 0) <= 120_000, `handlerTimeout ${config.handlerTimeout}`);
  });

  test('a body over the limit → 413 naming body, on every JSON write route, before it is parsed', async () => {
    const tooBig = JSON.stringify({ name: 'x'.repeat(BODY_LIMIT) });
    const wrong: string[] = [];
    for (const op of operations.filter((o) => o.body)) {
      const res = await send(op, tooBig);
      if (res.statusCode !== 413 || !res.json().subErrors.some((s: { field: string }) => s.field === 'body')) wrong.push(`${label(op)} → ${res.statusCode} ${res.body.slice(0, 120)}`);
    }
    assert.deepEqual(wrong, []);
  });

  test('a call that takes no body refuses one (400 naming body) and accepts none or {}', async () => {
    const bodyless = operations.filter((op) => op.method !== 'GET' && !op.body && !op.multipart);
    assert.ok(bodyless.length >= 5);
    const wrong: string[] = [];
    for (const op of bodyless) {
      const res = await send(op, JSON.stringify({ anything: [1, 2, 3] }));
      if (res.statusCode !== 400 || !res.json().subErrors.some((s: { field: string }) => s.field === 'body')) wrong.push(`${label(op)} → ${res.statusCode} ${res.body.slice(0, 120)}`);
    }
    assert.deepEqual(wrong, []);
    const refresh = operations.find((op) => op.path === '/api/login/refresh')!;
    assert.equal((await send(refresh, '{}')).statusCode, 200);
    assert.equal((await t.request({ method: 'POST', url: '/api/login/refresh', token })).statusCode, 200);
  });
});

// ---------------------------------------------------------------------------------------------------------------
// The worst bodies
// ---------------------------------------------------------------------------------------------------------------

/** A little under the limit, so the body is parsed and validated rather than refused for its size. */
const BUDGET = BODY_LIMIT - 2048;
/** Wrong for any item schema: an array where a scalar or object is expected, a string that is no allowed value. */
const badItems = (bytes: number) => Array.from({ length: Math.floor(bytes / 4) }, (_, i) => (i % 2 ? [] : 'X'));
const topLevel = (path: JsonPath) => !path.some((p) => typeof p === 'number');
const firstField = (op: Operation) => Object.keys(op.body?.properties ?? {})[0] ?? 'zz';

/** The worst bodies for one route, as JSON text under the body limit. */
function worstBodies(op: Operation): { name: string; json: string }[] {
  const body = op.body ?? {};
  const lists = arrays(body).filter((a) => topLevel(a.path));
  const strings = leaves(body).filter((l) => l.schema.type === 'string' && !l.schema.enum && l.schema.const === undefined);
  // A field that is a text or a list of texts (foreignLanguage) gets the text.
  const texts = strings.filter((l) => !strings.some((o) => o.path.length < l.path.length && o.path.every((p, i) => p === l.path[i])));
  const arraysOfBadItems = body.type === 'array'
    ? badItems(BUDGET)
    : Object.fromEntries((lists.length ? lists.map((l) => String(l.path[0])) : ['zz']).map((name, _, all) => [name, badItems(BUDGET / all.length)]));
  const depth = Math.floor(BUDGET / 2) - 16;
  const long = Math.floor(BUDGET / Math.max(1, texts.length)) - 64;
  const longTexts = texts.length
    ? texts.reduce<unknown>((b, l) => setPath(b, l.path, `${'x'.repeat(long)}\u0000`), body.type === 'array' ? [] : {})
    : { zz: 'x'.repeat(BUDGET) };
  const unknown = Object.fromEntries(Array.from({ length: Math.floor(BUDGET / 12) }, (_, i) => [`k${i}`, []]));
  return [
    { name: 'huge lists of bad items', json: JSON.stringify(arraysOfBadItems) },
    { name: 'deep nesting', json: `{"${firstField(op)}":${'['.repeat(depth)}${']'.repeat(depth)}}` },
    { name: 'long texts ending in NUL', json: JSON.stringify(longTexts) },
    { name: 'thousands of unknown fields', json: JSON.stringify(unknown) },
  ];
}

function send(op: Operation, json: string): Promise<LightMyRequestResponse> {
  return t.request({ method: op.method, url: urlOf(op), token, payload: json, headers: { 'content-type': 'application/json' } });
}

async function timed<T>(work: Promise<T>, start = performance.now()): Promise<{ value: T; ms: number }> {
  const value = await work;
  return { value, ms: performance.now() - start };
}

describe('the worst body to every write route: a quick 4xx while the health route keeps answering', () => {
  test('each write route', async (ctx) => {
    const writes = operations.filter((op) => op.method !== 'GET');
    for (const op of writes) {
      await ctx.test(label(op), async () => {
        const problems: string[] = [];
        for (const worst of worstBodies(op)) {
          assert.ok(worst.json.length < BODY_LIMIT, `${worst.name}: ${worst.json.length} bytes`);
          const [answer, health] = await Promise.all([
            timed(send(op, worst.json)),
            timed(t.request({ method: 'GET', url: '/api/health' })),
          ]);
          const res = answer.value;
          const what = `${worst.name} (${Math.round(worst.json.length / 1024)} KiB) → ${res.statusCode} in ${Math.round(answer.ms)} ms`;
          if (res.statusCode < 400 || res.statusCode >= 500) problems.push(`${what}: ${res.body.slice(0, 160)}`);
          if (answer.ms > TIME_BOUND_MS) problems.push(`${what}: slower than ${TIME_BOUND_MS} ms`);
          if (res.body.length > 16_384) problems.push(`${what}: a ${res.body.length}-byte answer`);
          if (health.value.statusCode !== 200 || health.ms > TIME_BOUND_MS) problems.push(`${what}: health ${health.value.statusCode} in ${Math.round(health.ms)} ms`);
        }
        assert.deepEqual(problems, []);
      });
    }
  });

  test('the attack of the report: PUT /employees/{id} with 30,000 bad educationAreas → 400 naming the list at once', async () => {
    const payload = JSON.stringify({ educationAreas: Array(30_000).fill('X') });
    const employee = await t.db.selectFrom('employees').select('id').executeTakeFirstOrThrow();
    const { value: res, ms } = await timed(t.request({ method: 'PUT', url: `/api/employees/${employee.id}`, token, payload, headers: { 'content-type': 'application/json' } }));
    assert.equal(res.statusCode, 400, res.body.slice(0, 200));
    assert.ok(ms < TIME_BOUND_MS, `${Math.round(ms)} ms`);
    assert.deepEqual(res.json().subErrors, [{ field: 'educationAreas', message: 'must NOT have more than 23 items' }]);
  });

  test('turning 200,000 validator errors into sub-errors is linear, and the answer keeps 50', () => {
    // What Ajv reports for 8,000 items of a list of 23 literals: one error per literal and one per union, per item.
    const errors = Array.from({ length: 8_000 }, (_, i) => [
      ...Array.from({ length: 23 }, (__, k) => ({ instancePath: `/educationAreas/${i}`, keyword: 'const', message: 'must be equal to constant', params: { allowedValue: `AREA_${k}` } })),
      { instancePath: `/educationAreas/${i}`, keyword: 'anyOf', message: 'must match a schema in anyOf', params: {} },
      { instancePath: `/educationAreas/${i}`, keyword: 'if', message: 'must match "then" schema', params: { failingKeyword: 'then' } },
    ]).flat();
    assert.equal(errors.length, 200_000);
    const { value: subErrors, ms } = (() => { const start = performance.now(); const value = subErrorsFromValidation(errors, 'body'); return { value, ms: performance.now() - start }; })();
    assert.ok(ms < 1_000, `${Math.round(ms)} ms`);
    assert.equal(subErrors.length, 50);
    assert.equal(subErrors[0].field, 'educationAreas[0]');
    assert.match(subErrors[0].message, /^must be one of AREA_0, AREA_1, .*AREA_22$/);
  });

  test('within its length, a list of bad items is checked item by item, the answer capped at 50 sub-errors', async () => {
    const res = await t.request({ method: 'POST', url: '/api/insurance/1', token, payload: Array(100).fill({ name: 'n', type: 'other', validFrom: '0000-01-01' }) });
    assert.equal(res.statusCode, 400);
    const subErrors = res.json().subErrors as { field: string }[];
    assert.equal(subErrors.length, 50);
    assert.ok(subErrors.some((s) => s.field === '[0].type') && subErrors.some((s) => s.field === '[0].validFrom'), JSON.stringify(subErrors.slice(0, 4)));
  });
});
