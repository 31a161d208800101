/**
 * Bad input is a 400 naming the field, never a 500 from the database: for every field of every JSON body, every
 * path parameter and every query parameter of the OpenAPI document — NUL bytes and other forbidden characters,
 * dates of year 0000 or 10000, ids past PostgreSQL's integer (2147483648, 9999999999999), negative numbers, and
 * numbers written other than in decimal digits ("0x10", "1e1", " 1", "+1", "1.0"). A table tries every field once;
 * fast-check then mixes random bad values. Names and codes refuse control characters, terminal escape codes,
 * bidirectional overrides and unpaired surrogates; stored text is NFC; passwords are kept byte for byte.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import fc from 'fast-check';
import Fastify from 'fastify';
import { sql } from 'kysely';
import { registerErrorHandler } from '../../../api/src/platform/errors.ts';
import { assertRejected } from '../../support/assert-rejected.ts';
import { PASSWORD } from '../../support/factories.ts';
import { fieldName, label, leaves, openApiOperations, setPath, urlOf, type Leaf, type Operation, type Parameter } from '../../support/openapi-walk.ts';
import { startTestApp, type TestApp } from '../../support/test-app.ts';

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
// Bad values by kind of field
// ---------------------------------------------------------------------------------------------------------------
type TextKind = 'line' | 'text' | 'secret';

/** Free text (`x-text: text`) keeps tabs, line breaks and bidi marks; passwords refuse only NUL; the rest is one line. */
function textKind(leaf: Leaf): TextKind {
  if (leaf.schema['x-text'] === 'text') return 'text';
  return leaf.path.some((p) => typeof p === 'string' && /password/i.test(p)) ? 'secret' : 'line';
}

const FORBIDDEN: Record<TextKind, string[]> = {
  line: ['\u0000', '\u0007', '\t', '\n', '\r', '\u001b', '\u007f', '\u0085', '\u009b', '\u2028', '\u202a', '\u202e', '\u2066', '\u2069', '\ud800', '\udfff'],
  text: ['\u0000', '\u0007', '\u001b', '\u007f', '\u0085', '\u009b', '\ud800', '\udfff'],
  secret: ['\u0000'],
};

const TEXTS: Record<TextKind, string[]> = {
  line: ['Ana\u0000Bob', 'Ana\u001b[31mRed', 'invoice\u202Etxt.exe', 'Ana\ud800'],
  text: ['line\u0000', 'red \u001b[31m', 'Ana\udc00'],
  secret: ['Pass#20\u000026'],
};

const isChoice = (leaf: Leaf) => leaf.schema.enum !== undefined || leaf.schema.const !== undefined;

/** The table: a few values of each kind that must be refused. */
function badValues(leaf: Leaf): unknown[] {
  const s = leaf.schema;
  if (isChoice(leaf)) return ['NOT_A_CHOICE\u0000'];
  if (s.type === 'boolean') return ['true'];
  // Below the declared minimum (-1 when none or 0; a latitude's is -90) and far above any maximum.
  const below = Math.min(-1, Math.floor(s.minimum ?? 0) - 1);
  if (s.type === 'integer') return [2147483648, 9999999999999, below, 1.5];
  if (s.type === 'number') return [below, 9999999999999];
  if (s.format === 'date') return ['0000-01-01', '10000-01-01', '3000-01-01'];
  if (s.type === 'string') return TEXTS[textKind(leaf)];
  return [];
}

/** The same kinds, drawn at random. */
function badArbitrary(leaf: Leaf): fc.Arbitrary<unknown> {
  const s = leaf.schema;
  const around = fc.string({ unit: 'grapheme', maxLength: 8 });
  if (isChoice(leaf)) return fc.string({ maxLength: 12 }).filter((x) => !(s.enum ?? [s.const]).includes(x));
  if (s.type === 'boolean') return fc.constantFrom('true', 'false', 0, 1);
  if (s.type === 'integer' || s.type === 'number') {
    return fc.oneof(
      fc.integer({ min: 2 ** 31, max: Number.MAX_SAFE_INTEGER }),
      fc.integer({ min: Number.MIN_SAFE_INTEGER, max: Math.min(-1, Math.floor(s.minimum ?? 0) - 1) }),
      ...(s.type === 'integer' ? [fc.double({ min: -1e6, max: 1e6, noInteger: true, noNaN: true })] : []),
    );
  }
  if (s.format === 'date') {
    const pad = (n: number, w: number) => String(n).padStart(w, '0');
    return fc.tuple(fc.oneof(fc.integer({ min: 0, max: 1899 }), fc.integer({ min: 3000, max: 99999 })), fc.integer({ min: 1, max: 12 }), fc.integer({ min: 1, max: 28 }))
      .map(([y, m, d]) => `${pad(y, 4)}-${pad(m, 2)}-${pad(d, 2)}`);
  }
  return fc.tuple(around, fc.constantFrom(...FORBIDDEN[textKind(leaf)]), around).map(([a, c, b]) => `${a}${c}${b}`);
}

/** Numbers as a path or query text: too large, negative, or not plain decimal digits. */
const BAD_NUMBER_TEXTS = ['2147483648', '9999999999999', '-1', '0x10', '1e1', '+1', '%201', '1.0', '1%00', 'abc'];
const badNumberText = fc.oneof(
  fc.bigInt({ min: 2n ** 31n, max: 10n ** 20n }).map(String),
  fc.integer({ min: 1, max: 1000 }).chain((n) => fc.constantFrom(`0x${n.toString(16)}`, `${n}e1`, `+${n}`, `%20${n}`, `${n}%20`, `${n}.0`, `-${n}`, `0b${n.toString(2)}`)),
);

// ---------------------------------------------------------------------------------------------------------------
// Where the values go
// ---------------------------------------------------------------------------------------------------------------
interface BodyCase { op: Operation; leaf: Leaf }
interface ParamCase { op: Operation; param: Parameter }

const bodyCases = (): BodyCase[] => operations.filter((op) => op.body)
  .flatMap((op) => leaves(op.body!).map((leaf) => ({ op, leaf })))
  .filter((c) => badValues(c.leaf).length > 0);
const paramCases = (where: 'path' | 'query'): ParamCase[] => operations.flatMap((op) => op.parameters.filter((p) => p.in === where).map((param) => ({ op, param })));

function sendBody(c: BodyCase, value: unknown) {
  const payload = JSON.stringify(setPath(undefined, c.leaf.path, value));
  return t.request({ method: c.op.method, url: urlOf(c.op), token, payload, headers: { 'content-type': 'application/json' } });
}
const sendPath = (c: ParamCase, text: string) => t.request({ method: c.op.method, url: urlOf(c.op, { [c.param.name]: text }), token });
const sendQuery = (c: ParamCase, text: string) => t.request({ method: c.op.method, url: `${urlOf(c.op)}?${c.param.name}=${text}`, token });

/** Bad query texts for one parameter, by its type. */
function badQueryTexts(p: Parameter): string[] {
  const s = p.schema;
  if (s.anyOf || s.enum) return ['PENDING%00', 'nope'];
  if (s.type === 'boolean') return ['maybe', '1'];
  if (s.type === 'integer') return BAD_NUMBER_TEXTS.filter((x) => x !== '-1' || (s.minimum ?? -1) >= 0);
  if (s.format === 'id-list') return ['2147483648', '1,9999999999', '0x10', '1%00'];
  return ['%00', 'a%1Bb', 'a%0Ab', 'a%E2%80%AEb', 'a%C2%9Bb'];
}

/** The answer refuses the value naming `field`; what went wrong, or null. */
function refusal(res: { statusCode: number; body: string }, field: string): string | null {
  try {
    assertRejected(res as Parameters<typeof assertRejected>[0], 400, field);
    return null;
  } catch (err) {
    return (err as Error).message.split('\n')[0].slice(0, 300);
  }
}

// ---------------------------------------------------------------------------------------------------------------
// The table: every field once with each kind of bad value
// ---------------------------------------------------------------------------------------------------------------
describe('every field of every JSON body refuses bad values naming the field', () => {
  test('the walk found the fields of every JSON write route', () => {
    const cases = bodyCases();
    assert.ok(cases.length > 100, `only ${cases.length} body fields`);
    for (const field of ['name', 'birthDate', 'department.id', 'address.city', 'educationAreas[0]', 'foreignLanguage[0]']) {
      assert.ok(cases.some((c) => c.op.path === '/api/employees/{id}' && fieldName(c.leaf.path) === field), `PUT /employees/{id} ${field}`);
    }
  });

  test('each route', async (ctx) => {
    const byRoute = new Map<string, BodyCase[]>();
    for (const c of bodyCases()) byRoute.set(label(c.op), [...(byRoute.get(label(c.op)) ?? []), c]);
    for (const [route, cases] of byRoute) {
      await ctx.test(route, async () => {
        const wrong: string[] = [];
        for (const c of cases) {
          for (const value of badValues(c.leaf)) {
            const problem = refusal(await sendBody(c, value), fieldName(c.leaf.path));
            if (problem) wrong.push(`${fieldName(c.leaf.path)} = ${JSON.stringify(value)}: ${problem}`);
          }
        }
        assert.deepEqual(wrong, []);
      });
    }
  });
});

describe('every path parameter takes decimal digits of an integer id only', () => {
  test('too large, negative, zero, hex, exponent, sign, space, decimal point, NUL → 400 naming the parameter', async () => {
    const cases = paramCases('path');
    assert.ok(cases.length > 30, `only ${cases.length} path parameters`);
    const wrong: string[] = [];
    for (const c of cases) {
      for (const text of [...BAD_NUMBER_TEXTS, '0']) {
        const problem = refusal(await sendPath(c, text), c.param.name);
        if (problem) wrong.push(`${label(c.op)} ${c.param.name}=${text}: ${problem}`);
      }
    }
    assert.deepEqual(wrong, []);
  });

  test('/employees/0x10 is not employee 16, and /employees/16 still is', async () => {
    const id = (await t.db.selectFrom('employees').select('id').orderBy('id', 'desc').executeTakeFirstOrThrow()).id;
    assertRejected(await t.request({ method: 'GET', url: `/api/employees/0x${id.toString(16)}`, token }), 400, 'id');
    assertRejected(await t.request({ method: 'GET', url: `/api/employees/${id}.0`, token }), 400, 'id');
    assert.equal((await t.request({ method: 'GET', url: `/api/employees/${id}`, token })).statusCode, 200);
    assert.equal((await t.request({ method: 'GET', url: `/api/employees/00${id}`, token })).statusCode, 200, 'leading zeros are still decimal digits');
  });

  test('a malformed or overlong path is refused in the error shape, naming the path', async () => {
    assertRejected(await t.request({ method: 'GET', url: '/api/employees/%E0%A4%A', token }), 400, 'path', 'BAD_URL');
    assertRejected(await t.request({ method: 'DELETE', url: `/api/employees/${'1'.repeat(300)}`, token }), 414, 'path', 'URI_TOO_LONG');
  });
});

describe('every query parameter refuses bad values naming the parameter', () => {
  test('numbers not in decimal digits or past integer, NUL and control characters in texts, unknown choices', async () => {
    const cases = paramCases('query');
    assert.ok(cases.length > 100, `only ${cases.length} query parameters`);
    const wrong: string[] = [];
    for (const c of cases) {
      for (const text of badQueryTexts(c.param)) {
        const problem = refusal(await sendQuery(c, text), c.param.name);
        if (problem) wrong.push(`${label(c.op)} ?${c.param.name}=${text}: ${problem}`);
      }
    }
    assert.deepEqual(wrong, []);
  });

  test('plain values still work: ?page=0&size=2147483647&ids=1,2147483647', async () => {
    const res = await t.request({ method: 'GET', url: '/api/employees?page=0&size=2147483647&ids=1,2147483647', token });
    assert.ok([200, 204].includes(res.statusCode), res.body.slice(0, 200));
  });
});

// ---------------------------------------------------------------------------------------------------------------
// fast-check: random bad values in random places
// ---------------------------------------------------------------------------------------------------------------
describe('fuzz (fast-check): random bad values anywhere are a 400 naming the field', () => {
  const runs = { numRuns: 120, endOnFailure: true };

  test('JSON body fields', async () => {
    const cases = bodyCases();
    await fc.assert(fc.asyncProperty(
      fc.constantFrom(...cases).chain((c) => badArbitrary(c.leaf).map((value) => ({ c, value }))),
      async ({ c, value }) => {
        const problem = refusal(await sendBody(c, value), fieldName(c.leaf.path));
        assert.equal(problem, null, `${label(c.op)} ${fieldName(c.leaf.path)} = ${JSON.stringify(value)}`);
      },
    ), runs);
  });

  test('path parameters', async () => {
    await fc.assert(fc.asyncProperty(fc.constantFrom(...paramCases('path')), badNumberText, async (c, text) => {
      assert.equal(refusal(await sendPath(c, text), c.param.name), null, `${label(c.op)} ${c.param.name}=${text}`);
    }), runs);
  });

  test('integer query parameters', async () => {
    const integers = paramCases('query').filter((c) => c.param.schema.type === 'integer');
    await fc.assert(fc.asyncProperty(fc.constantFrom(...integers), badNumberText.filter((x) => !x.startsWith('-')), async (c, text) => {
      assert.equal(refusal(await sendQuery(c, text), c.param.name), null, `${label(c.op)} ?${c.param.name}=${text}`);
    }), runs);
  });
});

// ---------------------------------------------------------------------------------------------------------------
// Names, codes, free text, passwords
// ---------------------------------------------------------------------------------------------------------------
describe('names and codes hold visible text only', () => {
  const NAMES: [string, string, (v: string) => unknown, string][] = [
    ['POST', '/api/departments', (v) => ({ name: v }), 'name'],
    ['POST', '/api/contract-types', (v) => ({ name: v }), 'name'],
    ['POST', '/api/roles', (v) => ({ name: v }), 'name'],
    ['POST', '/api/employees', (v) => ({ name: v }), 'name'],
    ['POST', '/api/employees', (v) => ({ name: 'Ana', employeeNumber: v }), 'employeeNumber'],
    ['POST', '/api/employees', (v) => ({ name: 'Ana', emergencyContact: { name: v } }), 'emergencyContact.name'],
    ['POST', '/api/insurance/1', (v) => [{ name: v, type: 'health_insurance' }], '[0].name'],
    ['PUT', '/api/company', (v) => ({ name: v }), 'name'],
    ['POST', '/api/holidays', (v) => ({ holidayDate: '2031-01-01', name: v }), 'name'],
    ['POST', '/api/accounts', (v) => ({ username: `a${v}@test.test`, password: PASSWORD }), 'username'],
    ['POST', '/api/accounts', (v) => ({ employeeCode: `E${v}`, password: PASSWORD }), 'employeeCode'],
  ];
  const GARBAGE: [string, string][] = [
    ['a terminal escape code', 'Ana \u001b[2J\u001b[31mRed'], ['a bell', 'Ana\u0007'], ['a C1 control', 'Ana\u0085'],
    ['a right-to-left override', 'invoice\u202Efdp.exe'], ['a bidi isolate', 'Ana\u2067Bob\u2069'],
    ['an unpaired high surrogate', 'Ana\ud83d'], ['an unpaired low surrogate', '\ude00Ana'], ['a line break', 'Ana\nBob'],
    ['a tab', 'Ana\tBob'], ['a NUL', 'Ana\u0000'],
  ];

  test('control characters, escape codes, RLO, isolates and unpaired surrogates → 400 naming the field, nothing stored', async () => {
    const before = await t.db.selectFrom('departments').select('id').execute();
    const wrong: string[] = [];
    for (const [method, url, body, field] of NAMES) {
      for (const [what, value] of GARBAGE) {
        const res = await t.request({ method: method as 'POST', url, token, payload: JSON.stringify(body(value)), headers: { 'content-type': 'application/json' } });
        const problem = refusal(res, field);
        if (problem) wrong.push(`${method} ${url} ${field} with ${what}: ${problem}`);
      }
    }
    assert.deepEqual(wrong, []);
    assert.equal((await t.db.selectFrom('departments').select('id').execute()).length, before.length);
  });

  test('names in other scripts and with emoji are kept', async () => {
    for (const name of ['Zoë Ørsted-Çelik', 'محمد الأحمد', 'שרה כהן', '王小明', 'Ana 👩🏽‍💻']) {
      const res = await t.request({ method: 'POST', url: '/api/departments', token, payload: { name } });
      assert.equal(res.statusCode, 201, `${name}: ${res.body.slice(0, 200)}`);
      assert.equal(res.json().name, name);
    }
  });

  test('a name typed in NFD (e + combining accent) is stored in NFC, and found by an NFD search', async () => {
    const nfd = 'Jose\u0301 Conceic\u0327a\u0303o';
    const nfc = nfd.normalize('NFC');
    assert.notEqual(nfd, nfc);
    const department = await t.request({ method: 'POST', url: '/api/departments', token, payload: { name: `Dept ${nfd}` } });
    assert.equal(department.statusCode, 201, department.body);
    assert.equal(department.json().name, `Dept ${nfc}`);
    const employee = await t.request({ method: 'POST', url: '/api/employees', token, payload: { name: nfd, address: { city: 'Sa\u0303o Paulo' } } });
    assert.equal(employee.statusCode, 201, employee.body);
    const row = await t.db.selectFrom('employees').select('name').where('id', '=', employee.json().id).executeTakeFirstOrThrow();
    assert.equal(row.name, nfc);
    assert.equal(employee.json().address.city, 'São Paulo');
    const found = await t.request({ method: 'GET', url: `/api/employees?search=${encodeURIComponent('Conceic\u0327a\u0303o')}`, token });
    assert.equal(found.statusCode, 200, found.body.slice(0, 200));
    assert.ok(found.json().content.some((e: { id: number }) => e.id === employee.json().id));
  });

  test('free text (a role description) keeps line breaks and tabs but refuses NUL and escape codes', async () => {
    const description = 'First line\n\tsecond line\r\nthird';
    const res = await t.request({ method: 'POST', url: '/api/roles', token, payload: { name: `Text role ${Date.now()}`, description } });
    assert.equal(res.statusCode, 201, res.body.slice(0, 200));
    assert.equal(res.json().description, description);
    for (const bad of ['x\u0000', 'x\u001b[31m', 'x\ud800']) {
      assertRejected(await t.request({ method: 'POST', url: '/api/roles', token, payload: { name: `Bad text ${Date.now()}`, description: bad } }), 400, 'description');
    }
  });

  test('a password is kept byte for byte: not normalised, only NUL refused', async () => {
    const nfd = 'Cafe\u0301#2026x';
    const username = `nfd-${Date.now()}@test.test`;
    const created = await t.request({ method: 'POST', url: '/api/accounts', token, payload: { username, password: nfd } });
    assert.equal(created.statusCode, 201, created.body.slice(0, 300));
    const login = (password: string) => t.request({ method: 'POST', url: '/api/login', payload: { username, password } });
    assert.equal((await login(nfd)).statusCode, 200);
    assert.equal((await login(nfd.normalize('NFC'))).statusCode, 401, 'the NFC form is another password');
    assertRejected(await login('Cafe#2026\u0000x'), 400, 'password');
  });
});

describe('the database refusing a value is a 400, not a 500 (a safety net behind the schemas)', () => {
  test('invalid text representation, numeric out of range, date out of range, NUL in text', async () => {
    const app = Fastify();
    registerErrorHandler(app);
    const QUERIES: Record<string, () => Promise<unknown>> = {
      text: () => sql`select ${'abc'}::int`.execute(t.db),
      range: () => sql`select ${'9999999999'}::int`.execute(t.db),
      date: () => sql`select ${'0000-01-01'}::date`.execute(t.db),
      nul: () => sql`select convert_from('\\x4100'::bytea, 'UTF8')`.execute(t.db),
    };
    app.get('/:what', async (request) => QUERIES[(request.params as { what: string }).what]());
    await app.ready();
    for (const what of Object.keys(QUERIES)) {
      const res = await app.inject({ method: 'GET', url: `/${what}` });
      assert.equal(res.statusCode, 400, `${what}: ${res.body}`);
      assert.equal(res.json().code, 'INVALID_VALUE');
    }
    await app.close();
  });
});
