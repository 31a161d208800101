/**
 * The permission matrix of tenant texts and banners (issue #18): every support route × every role (and anonymous).
 *
 * Written by hand: weblang and the settings are for every signed-in account (core §7: every call carries a token);
 * the management lists read company data (COMPANY_READ: administrators and the read-only consultant); writing is for
 * company administrators (COMPANY_WRITE). An administrator-only banner is 404 to anyone who is not an administrator.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { InjectOptions } from 'fastify';
import { startTestApp, type TestApp } from '../../support/test-app.ts';
import {
  assertRefusedChangeNothing, assertTableShape, CALLERS, column as columnOf, describeMatrix, routeCoverage, signInCallers,
  type Caller, type Cell, type MatrixCall as Call, type Who,
} from '../../support/access-matrix.ts';

const MATRIX: readonly (readonly [endpoint: string, ...cells: Cell[]])[] = [
  //                                      anon   ADMIN  SUPER  DEP_M  TEAM_L EMPL   READ_O
  ['GET    /weblang',                     '401', 'ok',  'ok',  'ok',  'ok',  'ok',  'ok'],
  ['GET    /weblang/{tenant}',            '401', 'ok',  'ok',  'ok',  'ok',  'ok',  'ok'],
  ['GET    /support/settings',            '401', 'ok',  'ok',  'ok',  'ok',  'ok',  'ok'],
  ['GET    /banners',                     '401', 'ok',  'ok',  '403', '403', '403', 'ok'],
  ['GET    /banners/{everyone}',          '401', 'ok',  'ok',  '403', '403', '403', 'ok'],
  ['GET    /banners/{administrators}',    '401', 'ok',  'ok',  '403', '403', '403', '404'],
  ['POST   /banners',                     '401', 'ok',  'ok',  '403', '403', '403', '403'],
  ['PUT    /banners/{id}',                '401', 'ok',  'ok',  '403', '403', '403', '403'],
  ['DELETE /banners/{id}',                '401', 'ok',  'ok',  '403', '403', '403', '403'],
  ['GET    /text-overrides',              '401', 'ok',  'ok',  '403', '403', '403', 'ok'],
  ['GET    /text-overrides/{id}',         '401', 'ok',  'ok',  '403', '403', '403', 'ok'],
  ['POST   /text-overrides',              '401', 'ok',  'ok',  '403', '403', '403', '403'],
  ['PUT    /text-overrides/{id}',         '401', 'ok',  'ok',  '403', '403', '403', '403'],
  ['DELETE /text-overrides/{id}',         '401', 'ok',  'ok',  '403', '403', '403', '403'],
];

type Build = (caller: Caller) => Promise<Call>;
let t: TestApp;
let callers: Map<Who, Caller>;
let adminToken: string;
let tenant: string;

const req = (method: InjectOptions['method'], url: string, ok: readonly number[], payload?: unknown): Call =>
  ({ request: { method, url: `/api${url}`, ...(payload !== undefined ? { payload: payload as Record<string, unknown> } : {}) }, ok });
const period = () => ({ startsAt: new Date(Date.now() - 3600_000).toISOString(), endsAt: new Date(Date.now() + 86_400_000).toISOString() });
async function bannerFor(audience: 'EVERYONE' | 'ADMINISTRATORS'): Promise<number> {
  const res = await t.request({ method: 'POST', url: '/api/banners', token: adminToken, payload: { texts: { en: `For ${audience}` }, audience, ...period() } });
  return res.json().id;
}
let overrideSeq = 0;
async function override(): Promise<number> {
  const res = await t.request({ method: 'POST', url: '/api/text-overrides', token: adminToken, payload: { language: 'en', key: `shell:menu.item${++overrideSeq}`, value: 'Text' } });
  return res.json().id;
}

const CALLS: Record<string, Build> = {
  'GET    /weblang': async () => req('GET', '/weblang', [200]),
  'GET    /weblang/{tenant}': async () => req('GET', `/weblang/${tenant}`, [200]),
  'GET    /support/settings': async () => req('GET', '/support/settings', [200]),
  'GET    /banners': async () => req('GET', '/banners', [200, 204]),
  'GET    /banners/{everyone}': async () => req('GET', `/banners/${await bannerFor('EVERYONE')}`, [200]),
  'GET    /banners/{administrators}': async () => req('GET', `/banners/${await bannerFor('ADMINISTRATORS')}`, [200]),
  'POST   /banners': async () => req('POST', '/banners', [201], { texts: { en: 'New' }, audience: 'EVERYONE', ...period() }),
  'PUT    /banners/{id}': async () => req('PUT', `/banners/${await bannerFor('EVERYONE')}`, [204], { severity: 'WARNING' }),
  'DELETE /banners/{id}': async () => req('DELETE', `/banners/${await bannerFor('EVERYONE')}`, [204]),
  'GET    /text-overrides': async () => req('GET', '/text-overrides', [200, 204]),
  'GET    /text-overrides/{id}': async () => req('GET', `/text-overrides/${await override()}`, [200]),
  'POST   /text-overrides': async () => req('POST', '/text-overrides', [201], { language: 'pt', key: 'shell:menu.clocks', value: 'Picagens' }),
  'PUT    /text-overrides/{id}': async () => req('PUT', `/text-overrides/${await override()}`, [204], { value: 'Other' }),
  'DELETE /text-overrides/{id}': async () => req('DELETE', `/text-overrides/${await override()}`, [204]),
};

const send = (caller: Caller, call: Call) => t.request({ ...call.request, token: caller.token });
const snapshot = async () => JSON.stringify(await Promise.all([
  t.db.selectFrom('support_banners').selectAll().orderBy('id').execute(),
  t.db.selectFrom('support_text_overrides').selectAll().orderBy('id').execute(),
]));

before(async () => {
  t = await startTestApp();
  callers = await signInCallers(t, { anonymous: { accountId: 0, employeeId: 0 } });
  adminToken = callers.get('ADMIN')!.token!;
  tenant = (await t.request({ method: 'GET', url: '/api/support/settings', token: adminToken })).json().tenant;
});
after(async () => { await t?.close(); });

describe('the table itself', () => {
  test('every row has one cell per caller and a way to call it, and every call has a row', () => {
    assertTableShape(MATRIX, CALLS);
  });

  test('covers every support route that /api/openapi.json documents', async () => {
    const { documented, covered } = await routeCoverage(t, MATRIX, {
      normal: (method, path) => `${method} ${path.replace(/\{[a-zA-Z0-9]+\}/g, '{}')}`,
      include: (_key, tags) => tags.includes('support'),
    });
    assert.deepEqual([...documented].filter((k) => !covered.has(k)), [], 'documented routes without a row');
    assert.deepEqual([...covered].filter((k) => !documented.has(k)), [], 'rows without a documented route');
  });

  test('READ_ONLY reads what everyone reads and writes nothing', () => {
    for (const row of MATRIX) {
      if (row[0].startsWith('GET')) continue;
      assert.equal(row[columnOf('READ_ONLY')], '403', row[0]);
    }
  });
});

describe('role × endpoint', () => {
  describeMatrix(MATRIX, async (endpoint, who) => {
    const caller = callers.get(who)!;
    const call = await CALLS[endpoint](caller);
    return { res: await send(caller, call), ok: call.ok };
  });
});

describe('denied writes change nothing', () => {
  for (const who of CALLERS) {
    test(`${who}: every refused write leaves the banners and the texts as they were`, async () => {
      const caller = callers.get(who)!;
      const prepare = async (endpoint: string) => {
        const call = await CALLS[endpoint](caller);
        return () => send(caller, call);
      };
      const writes = MATRIX.filter(([e]) => !e.startsWith('GET'));
      for (const status of ['401', '403', '404'] as const) {
        const refused = writes.filter((row) => row[columnOf(who)] === status).map(([e]) => e);
        if (refused.length) await assertRefusedChangeNothing(refused, Number(status), prepare, snapshot);
      }
    });
  }
});
