/**
 * The permission matrix of the inconsistency review (issue #15): every route × every role (and anonymous).
 *
 * Written by hand from core §6 and the default authorities: everyone reads their INCONSISTENCIES scope
 * (administrators and READ_ONLY the company, a department manager their departments and themselves, a team leader and
 * an employee themselves); anyone with an INCONSISTENCIES write justifies in that scope (READ_ONLY has none);
 * archiving needs a company- or department-wide write (administrators, a department manager over their departments,
 * never their own). A target outside the caller's scope is 404, as with the clocks. `{dep}` is an inconsistency of an
 * employee of department A (which the DEPARTMENT_MANAGER manages, where the TEAM_LEADER and EMPLOYEE work), `{other}`
 * one of department B, `{self}` the caller's own.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { InjectOptions } from 'fastify';
import { createDepartment, createEmployee } from '../../support/factories.ts';
import { startTestApp, type TestApp } from '../../support/test-app.ts';
import {
  assertRefusedChangeNothing, assertTableShape, CALLERS, column as columnOf, describeMatrix, routeCoverage, signInCallers,
  type Caller, type Cell, type MatrixCall as Call, type Who,
} from '../../support/access-matrix.ts';
import { PDF, raise } from './inconsistency-fixtures.ts';

const MATRIX: readonly (readonly [endpoint: string, ...cells: Cell[]])[] = [
  //                                                           anon   ADMIN SUPER DEP_M  TEAM_L EMPL   READ_O
  ['GET    /inconsistencies/count',                            '401', 'ok', 'ok', 'ok',  'ok',  'ok',  'ok'],
  ['GET    /inconsistencies',                                  '401', 'ok', 'ok', 'ok',  'ok',  'ok',  'ok'],
  ['GET    /inconsistencies/by-employee',                      '401', 'ok', 'ok', 'ok',  'ok',  'ok',  'ok'],
  ['GET    /inconsistencies/count-late',                       '401', 'ok', 'ok', 'ok',  'ok',  'ok',  'ok'],
  ['GET    /inconsistencies/count-missing',                    '401', 'ok', 'ok', 'ok',  'ok',  'ok',  'ok'],
  ['POST   /inconsistencies/export',                           '401', 'ok', 'ok', 'ok',  'ok',  'ok',  'ok'],
  ['GET    /inconsistencies/{self}',                           '401', 'ok', 'ok', 'ok',  'ok',  'ok',  'ok'],
  ['GET    /inconsistencies/{dep}',                            '401', 'ok', 'ok', 'ok',  '404', '404', 'ok'],
  ['GET    /inconsistencies/{other}',                          '401', 'ok', 'ok', '404', '404', '404', 'ok'],
  ['PUT    /inconsistencies/{dep}',                            '401', 'ok', 'ok', 'ok',  '403', '403', '403'],
  ['PUT    /inconsistencies/{other}',                          '401', 'ok', 'ok', '404', '403', '403', '403'],
  ['PUT    /inconsistencies/{self}',                           '401', 'ok', 'ok', '404', '403', '403', '403'],
  ['DELETE /inconsistencies/{dep}',                            '401', 'ok', 'ok', 'ok',  '403', '403', '403'],
  ['DELETE /inconsistencies/{other}',                          '401', 'ok', 'ok', '404', '403', '403', '403'],
  ['PUT    /inconsistencies          [{dep}]',                 '401', 'ok', 'ok', 'ok',  '403', '403', '403'],
  ['PUT    /inconsistencies          [{dep}, {other}]',        '401', 'ok', 'ok', '404', '403', '403', '403'],
  ['PUT    /inconsistencies/dates',                            '401', 'ok', 'ok', 'ok',  '403', '403', '403'],
  ['PUT    /inconsistencies/{self}/justification',             '401', 'ok', 'ok', 'ok',  'ok',  'ok',  '403'],
  ['PUT    /inconsistencies/{dep}/justification',              '401', 'ok', 'ok', 'ok',  '404', '404', '403'],
  ['PUT    /inconsistencies/{other}/justification',            '401', 'ok', 'ok', '404', '404', '404', '403'],
  ['GET    /inconsistencies/{self}/justification/document',    '401', 'ok', 'ok', 'ok',  'ok',  'ok',  'ok'],
  ['GET    /inconsistencies/{other}/justification/document',   '401', 'ok', 'ok', '404', '404', '404', 'ok'],
  ['GET    /employees/{self}/inconsistencies',                 '401', 'ok', 'ok', 'ok',  'ok',  'ok',  'ok'],
  ['GET    /employees/{dep}/inconsistencies',                  '401', 'ok', 'ok', 'ok',  '404', '404', 'ok'],
  ['GET    /employees/{other}/inconsistencies',                '401', 'ok', 'ok', '404', '404', '404', 'ok'],
  ['PUT    /employees/{self}/inconsistencies/{id2}',           '401', 'ok', 'ok', 'ok',  'ok',  'ok',  '403'],
  ['PUT    /employees/{dep}/inconsistencies/{id2}',            '401', 'ok', 'ok', 'ok',  '404', '404', '403'],
  ['PUT    /employees/{other}/inconsistencies/{id2}',          '401', 'ok', 'ok', '404', '404', '404', '403'],
  ['GET    /employees/count-absent',                           '401', 'ok', 'ok', 'ok',  'ok',  'ok',  'ok'],
  ['GET    /departments/{dep}/inconsistencies',                '401', 'ok', 'ok', 'ok',  '404', '404', 'ok'],
  ['GET    /departments/{other}/inconsistencies',              '401', 'ok', 'ok', '404', '404', '404', 'ok'],
  ['GET    /departments/{dep}/inconsistencies/{id2}',          '401', 'ok', 'ok', 'ok',  '404', '404', 'ok'],
  ['GET    /departments/{other}/inconsistencies/{id2}',        '401', 'ok', 'ok', '404', '404', '404', 'ok'],
  ['PUT    /departments/{dep}/inconsistencies/{id2}',          '401', 'ok', 'ok', 'ok',  '403', '403', '403'],
  ['PUT    /departments/{other}/inconsistencies/{id2}',        '401', 'ok', 'ok', '404', '403', '403', '403'],
  ['GET    /departments/{dep}/count-late',                     '401', 'ok', 'ok', 'ok',  '404', '404', 'ok'],
  ['GET    /departments/{other}/count-late',                   '401', 'ok', 'ok', '404', '404', '404', 'ok'],
  ['GET    /departments/{dep}/count-missing',                  '401', 'ok', 'ok', 'ok',  '404', '404', 'ok'],
  ['GET    /departments/{other}/count-missing',                '401', 'ok', 'ok', '404', '404', '404', 'ok'],
  ['GET    /departments/{dep}/count-absent',                   '401', 'ok', 'ok', 'ok',  '404', '404', 'ok'],
  ['GET    /departments/{other}/count-absent',                 '401', 'ok', 'ok', '404', '404', '404', 'ok'],
];

type Build = (caller: Caller) => Promise<Call>;
const LIST = [200, 204] as const;
const DAY = '2025-06-02';

let t: TestApp;
let callers: Map<Who, Caller>;
let depA: number;
let depB: number;
let inA: number;
let inB: number;
let otherWithDocument: number;
const ownWithDocument = new Map<Who, number>();

/** A new pending inconsistency of `employeeId` (a write consumes it). */
const fresh = async (employeeId: number) => (await raise(t.db, employeeId, DAY)).id;
const selfOf = (c: Caller) => (c.who === 'anonymous' ? inB : c.employeeId);
const req = (method: InjectOptions['method'], url: string, ok: readonly number[], payload?: unknown): Call =>
  ({ request: { method, url: `/api${url}`, ...(payload !== undefined ? { payload: payload as Record<string, unknown> } : {}) }, ok });
const justified = { justified: true, comment: 'proof brought' };

const CALLS: Record<string, Build> = {
  'GET    /inconsistencies/count': async () => req('GET', '/inconsistencies/count', [200]),
  'GET    /inconsistencies': async () => req('GET', '/inconsistencies', LIST),
  'GET    /inconsistencies/by-employee': async () => req('GET', '/inconsistencies/by-employee', LIST),
  'GET    /inconsistencies/count-late': async () => req('GET', '/inconsistencies/count-late', [200]),
  'GET    /inconsistencies/count-missing': async () => req('GET', '/inconsistencies/count-missing', [200]),
  'POST   /inconsistencies/export': async () => req('POST', '/inconsistencies/export', [200]),
  'GET    /inconsistencies/{self}': async (c) => req('GET', `/inconsistencies/${await fresh(selfOf(c))}`, [200]),
  'GET    /inconsistencies/{dep}': async () => req('GET', `/inconsistencies/${await fresh(inA)}`, [200]),
  'GET    /inconsistencies/{other}': async () => req('GET', `/inconsistencies/${await fresh(inB)}`, [200]),
  'PUT    /inconsistencies/{dep}': async () => req('PUT', `/inconsistencies/${await fresh(inA)}`, [204], { comment: 'seen' }),
  'PUT    /inconsistencies/{other}': async () => req('PUT', `/inconsistencies/${await fresh(inB)}`, [204], { comment: 'seen' }),
  'PUT    /inconsistencies/{self}': async (c) => req('PUT', `/inconsistencies/${await fresh(selfOf(c))}`, [204], {}),
  'DELETE /inconsistencies/{dep}': async () => req('DELETE', `/inconsistencies/${await fresh(inA)}`, [204]),
  'DELETE /inconsistencies/{other}': async () => req('DELETE', `/inconsistencies/${await fresh(inB)}`, [204]),
  'PUT    /inconsistencies          [{dep}]': async () => req('PUT', '/inconsistencies', [200], { ids: [await fresh(inA)] }),
  'PUT    /inconsistencies          [{dep}, {other}]': async () => req('PUT', '/inconsistencies', [200], { ids: [await fresh(inA), await fresh(inB)] }),
  'PUT    /inconsistencies/dates': async () => { await fresh(inA); return req('PUT', '/inconsistencies/dates', [200], { from: DAY, to: DAY }); },
  'PUT    /inconsistencies/{self}/justification': async (c) => req('PUT', `/inconsistencies/${await fresh(selfOf(c))}/justification`, [204], justified),
  'PUT    /inconsistencies/{dep}/justification': async () => req('PUT', `/inconsistencies/${await fresh(inA)}/justification`, [204], justified),
  'PUT    /inconsistencies/{other}/justification': async () => req('PUT', `/inconsistencies/${await fresh(inB)}/justification`, [204], justified),
  'GET    /inconsistencies/{self}/justification/document': async (c) => req('GET', `/inconsistencies/${ownWithDocument.get(c.who)}/justification/document`, [200]),
  'GET    /inconsistencies/{other}/justification/document': async () => req('GET', `/inconsistencies/${otherWithDocument}/justification/document`, [200]),
  'GET    /employees/{self}/inconsistencies': async (c) => req('GET', `/employees/${selfOf(c)}/inconsistencies`, LIST),
  'GET    /employees/{dep}/inconsistencies': async () => req('GET', `/employees/${inA}/inconsistencies`, LIST),
  'GET    /employees/{other}/inconsistencies': async () => req('GET', `/employees/${inB}/inconsistencies`, LIST),
  'PUT    /employees/{self}/inconsistencies/{id2}': async (c) => req('PUT', `/employees/${selfOf(c)}/inconsistencies/${await fresh(selfOf(c))}`, [204], justified),
  'PUT    /employees/{dep}/inconsistencies/{id2}': async () => req('PUT', `/employees/${inA}/inconsistencies/${await fresh(inA)}`, [204], justified),
  'PUT    /employees/{other}/inconsistencies/{id2}': async () => req('PUT', `/employees/${inB}/inconsistencies/${await fresh(inB)}`, [204], justified),
  'GET    /employees/count-absent': async () => req('GET', `/employees/count-absent?date=${DAY}`, [200]),
  'GET    /departments/{dep}/inconsistencies': async () => req('GET', `/departments/${depA}/inconsistencies`, LIST),
  'GET    /departments/{other}/inconsistencies': async () => req('GET', `/departments/${depB}/inconsistencies`, LIST),
  'GET    /departments/{dep}/inconsistencies/{id2}': async () => req('GET', `/departments/${depA}/inconsistencies/${await fresh(inA)}`, [200]),
  'GET    /departments/{other}/inconsistencies/{id2}': async () => req('GET', `/departments/${depB}/inconsistencies/${await fresh(inB)}`, [200]),
  'PUT    /departments/{dep}/inconsistencies/{id2}': async () => req('PUT', `/departments/${depA}/inconsistencies/${await fresh(inA)}`, [204], {}),
  'PUT    /departments/{other}/inconsistencies/{id2}': async () => req('PUT', `/departments/${depB}/inconsistencies/${await fresh(inB)}`, [204], {}),
  'GET    /departments/{dep}/count-late': async () => req('GET', `/departments/${depA}/count-late`, [200]),
  'GET    /departments/{other}/count-late': async () => req('GET', `/departments/${depB}/count-late`, [200]),
  'GET    /departments/{dep}/count-missing': async () => req('GET', `/departments/${depA}/count-missing`, [200]),
  'GET    /departments/{other}/count-missing': async () => req('GET', `/departments/${depB}/count-missing`, [200]),
  'GET    /departments/{dep}/count-absent': async () => req('GET', `/departments/${depA}/count-absent?date=${DAY}`, [200]),
  'GET    /departments/{other}/count-absent': async () => req('GET', `/departments/${depB}/count-absent?date=${DAY}`, [200]),
};

const send = (caller: Caller, call: Call) => t.request({ ...call.request, token: caller.token });
/** Everything a review write could touch. */
const snapshot = async () => JSON.stringify([
  await t.db.selectFrom('inconsistencies').selectAll().orderBy('id').execute(),
  await t.db.selectFrom('inconsistency_events').selectAll().orderBy('id').execute(),
  await t.db.selectFrom('stored_files').select('id').orderBy('id').execute(),
]);
const isWrite = (endpoint: string) => !endpoint.startsWith('GET') && !endpoint.includes('/export');

/** An inconsistency of `employeeId` with a justification document. */
async function withDocument(employeeId: number): Promise<number> {
  const id = await fresh(employeeId);
  const file = await t.db.insertInto('stored_files').values({ kind: 'inconsistency-justification', content_type: 'application/pdf', size: PDF.byteLength, sha256: 'x', content: PDF })
    .returning('id').executeTakeFirstOrThrow();
  await t.db.updateTable('inconsistencies').set({ justified: true, justification_file_id: file.id, justification_file_name: 'proof.pdf' }).where('id', '=', id).execute();
  return id;
}

before(async () => {
  t = await startTestApp();
  depA = (await createDepartment(t.db)).id;
  depB = (await createDepartment(t.db)).id;
  inA = (await createEmployee(t.db, { department_id: depA })).id;
  inB = (await createEmployee(t.db, { department_id: depB })).id;
  callers = await signInCallers(t, { departmentId: depA, anonymous: { accountId: 0, employeeId: inB } });
  otherWithDocument = await withDocument(inB);
  for (const who of CALLERS) ownWithDocument.set(who, await withDocument(selfOf(callers.get(who)!)));
});
after(async () => { await t?.close(); });

describe('the table itself', () => {
  test('every row has one cell per caller and a way to call it, and every call has a row', () => {
    assertTableShape(MATRIX, CALLS);
  });

  test('covers every inconsistencies route that /api/openapi.json documents', async () => {
    const { documented, covered } = await routeCoverage(t, MATRIX, {
      normal: (method, path) => `${method} ${path.split('?')[0].replace(/\/$/, '').replace(/\{[a-zA-Z0-9]+\}/g, '{}')}`,
      include: (_key, tags) => tags.includes('inconsistencies'),
    });
    assert.deepEqual([...documented].filter((k) => !covered.has(k)), [], 'documented routes without a row');
    assert.deepEqual([...covered].filter((k) => !documented.has(k)), [], 'rows without a documented route');
  });

  test('READ_ONLY reads everything here and may write nothing', () => {
    const column = columnOf('READ_ONLY');
    for (const row of MATRIX) assert.equal(row[column] === 'ok', !isWrite(row[0]), `${row[0]}: READ_ONLY ${row[column]}`);
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
  for (const who of ['anonymous', 'READ_ONLY', 'DEPARTMENT_MANAGER', 'TEAM_LEADER', 'EMPLOYEE'] as const) {
    test(`${who}: every refused write leaves the inconsistencies, their trail and the stored files as they were`, async () => {
      const caller = callers.get(who)!;
      const prepare = async (endpoint: string) => {
        const call = await CALLS[endpoint](caller);
        return () => send(caller, call);
      };
      const writes = MATRIX.filter(([e]) => isWrite(e));
      const refused = (status: Cell) => writes.filter((row) => row[columnOf(who)] === status).map(([e]) => e);
      for (const status of ['401', '403', '404'] as const) {
        if (refused(status).length) await assertRefusedChangeNothing(refused(status), Number(status), prepare, snapshot);
      }
    });
  }
});

describe('a manager crafting another department\'s period gets nothing', () => {
  test('PUT /inconsistencies/dates naming department B or one of its employees archives none of theirs', async () => {
    const manager = callers.get('DEPARTMENT_MANAGER')!;
    const theirs = await fresh(inB);
    for (const extra of [{ departmentId: depB }, { employeeId: inB }]) {
      const res = await send(manager, req('PUT', '/inconsistencies/dates', [200], { from: DAY, to: DAY, ...extra }));
      assert.equal(res.statusCode, 200, res.body);
      assert.equal(res.json().count, 0);
    }
    const row = await t.db.selectFrom('inconsistencies').select('status').where('id', '=', theirs).executeTakeFirstOrThrow();
    assert.equal(row.status, 'PENDING');
  });
});
