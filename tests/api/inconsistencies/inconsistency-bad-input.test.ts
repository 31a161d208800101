/**
 * Bad input to the inconsistency review, of any shape: a 400 naming the field (never a 500), and nothing written.
 */
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { assertRejected } from '../../support/assert-rejected.ts';
import { createEmployee } from '../../support/factories.ts';
import { http, type RefusalCase } from '../../support/http.ts';
import { startTestApp, type TestApp } from '../../support/test-app.ts';
import { raise } from './inconsistency-fixtures.ts';

let t: TestApp;
let admin: { token: string };
let id: number;
before(async () => {
  t = await startTestApp();
  admin = await t.signedIn(['ADMIN']);
  id = (await raise(t.db, (await createEmployee(t.db)).id, '2026-03-02')).id;
});
after(async () => { await t?.close(); });

const { refuseAll } = http(() => t, () => admin.token);
/** Everything a review write could touch. */
const state = async () => [
  await t.db.selectFrom('inconsistencies').selectAll().orderBy('id').execute(),
  await t.db.selectFrom('inconsistency_events').select('id').orderBy('id').execute(),
];
const period = { from: '2026-03-01', to: '2026-03-31' };

describe('archiving several: PUT /inconsistencies', () => {
  test('each malformed body is refused naming its field', async (ctx) => {
    const cases: RefusalCase[] = [
      { label: 'no ids', body: {}, field: 'ids' },
      { label: 'an empty list', body: { ids: [] }, field: 'ids' },
      { label: 'an id as text', body: { ids: ['1'] }, field: 'ids[0]' },
      { label: 'id 0', body: { ids: [id, 0] }, field: 'ids[1]' },
      { label: 'an id past integer', body: { ids: [2147483648] }, field: 'ids[0]' },
      { label: '10,001 ids', body: { ids: Array.from({ length: 10_001 }, (_, i) => i + 1) }, field: 'ids' },
      { label: 'ids and inconsistencyId', body: { ids: [id], inconsistencyId: [id] }, field: 'ids' },
      { label: 'inconsistencyId as text', body: { inconsistencyId: 'one' }, field: 'inconsistencyId' },
      { label: 'a comment too long', body: { ids: [id], comment: 'x'.repeat(1001) }, field: 'comment' },
      { label: 'a comment with NUL', body: { ids: [id], comment: 'a\u0000b' }, field: 'comment' },
      { label: 'an unknown field', body: { ids: [id], status: 'RESOLVED' }, field: 'status' },
      { label: 'a list for a body', body: [id], field: 'body' },
    ];
    await refuseAll(ctx, 'PUT', '/api/inconsistencies', cases, state);
  });
});

describe('archiving a period: PUT /inconsistencies/dates', () => {
  test('each malformed body or query is refused naming its field', async (ctx) => {
    const cases: RefusalCase[] = [
      { label: 'no period', body: {}, field: 'from' },
      { label: 'no end', body: { from: '2026-03-01' }, field: 'to' },
      { label: 'not a date', body: { ...period, from: '2026-02-30' }, field: 'from' },
      { label: 'an end before the start', body: { from: '2026-03-02', to: '2026-03-01' }, field: 'to' },
      { label: 'more than 366 days', body: { from: '2026-01-01', to: '2027-01-02' }, field: 'to' },
      { label: 'an unknown type', body: { ...period, type: ['LATE'] }, field: 'type[0]' },
      { label: 'no type in the list', body: { ...period, type: [] }, field: 'type' },
      { label: 'a type as text', body: { ...period, type: 'ABSENT' }, field: 'type' },
      { label: 'a department as text', body: { ...period, departmentId: 'B' }, field: 'departmentId' },
      { label: 'an unknown field', body: { ...period, status: 'PENDING' }, field: 'status' },
      { label: 'dryRun=maybe', body: period, url: '/api/inconsistencies/dates?dryRun=maybe', field: 'dryRun' },
      { label: 'an unknown query parameter', body: period, url: '/api/inconsistencies/dates?all=true', field: 'all' },
    ];
    await refuseAll(ctx, 'PUT', '/api/inconsistencies/dates', cases, state);
  });
});

describe('archiving and deleting one', () => {
  test('PUT and DELETE /inconsistencies/{id}: bad ids, comments, reasons and unknown fields', async (ctx) => {
    await refuseAll(ctx, 'PUT', `/api/inconsistencies/${id}`, [
      { label: 'a comment as a number', body: { comment: 5 }, field: 'comment' },
      { label: 'an unknown field', body: { status: 'RESOLVED' }, field: 'status' },
      { label: 'a comment with an escape code', body: { comment: 'a\u001bb' }, field: 'comment' },
      { label: 'an id that is not one', body: {}, url: '/api/inconsistencies/abc', field: 'id' },
      { label: 'id 0', body: {}, url: '/api/inconsistencies/0', field: 'id' },
    ], state);
    await refuseAll(ctx, 'DELETE', `/api/inconsistencies/${id}`, [
      { label: 'a reason with NUL in the query', body: undefined, url: `/api/inconsistencies/${id}?reason=a%00b`, field: 'reason' },
      { label: 'a reason on two lines in the query', body: undefined, url: `/api/inconsistencies/${id}?reason=a%0Ab`, field: 'reason' },
      { label: 'an unknown field in the body', body: { why: 'x' }, field: 'why' },
    ], state);
  });
});

describe('justifying: PUT /inconsistencies/{id}/justification', () => {
  test('each malformed JSON body is refused naming its field', async (ctx) => {
    await refuseAll(ctx, 'PUT', `/api/inconsistencies/${id}/justification`, [
      { label: 'no decision', body: {}, field: 'justified' },
      { label: 'the decision as text', body: { justified: 'true' }, field: 'justified' },
      { label: 'unjustified without a comment', body: { justified: false }, field: 'comment', code: 'JUSTIFICATION_COMMENT_REQUIRED' },
      { label: 'a comment as a number', body: { justified: true, comment: 7 }, field: 'comment' },
      { label: 'a comment too long', body: { justified: true, comment: 'x'.repeat(1001) }, field: 'comment' },
      { label: 'a document as base64', body: { justified: true, document: 'JVBERi0=' }, field: 'document' },
      { label: 'a list for a body', body: [true], field: 'body' },
    ], state);
  });

  test('a body that is neither JSON nor multipart is refused (415 naming body); no body is a 400 naming justified', async () => {
    for (const [type, payload] of [['text/plain', 'justified'], ['application/x-www-form-urlencoded', 'justified=true']] as const) {
      const res = await t.request({ method: 'PUT', url: `/api/inconsistencies/${id}/justification`, token: admin.token, payload, headers: { 'content-type': type } });
      assertRejected(res, 415, 'body', 'UNSUPPORTED_MEDIA_TYPE');
    }
    assertRejected(await t.request({ method: 'PUT', url: `/api/inconsistencies/${id}/justification`, token: admin.token }), 400, 'justified');
    const row = await t.db.selectFrom('inconsistencies').select('justified').where('id', '=', id).executeTakeFirstOrThrow();
    assert.equal(row.justified, null);
  });
});

describe('reading: GET /inconsistencies and its variants', () => {
  test('each malformed query is refused naming its parameter', async (ctx) => {
    const get = (query: string, field: string, path = '/api/inconsistencies'): RefusalCase => ({ label: `${path}?${query}`, body: undefined, url: `${path}?${query}`, field });
    await refuseAll(ctx, 'GET', '/api/inconsistencies', [
      get('type=LATE', 'type'), get('type=ABSENT,,LATE_CLOCK', 'type'), get('status=OPEN', 'status'), get('resolution=BOTH', 'resolution'),
      get('from=2026-02-30', 'from'), get('to=yesterday', 'to'), get('justified=maybe', 'justified'), get('campaignIds=0', 'campaignIds'),
      get('employeeId=-1', 'employeeId'), get('departmentId=0x10', 'departmentId'), get('sort=name,asc', 'sort'), get('sort=date,up', 'sort'),
      get('size=0', 'size'), get('ids=1,x', 'ids'), get('foo=1', 'foo'),
      get('sort=type,asc', 'sort', '/api/inconsistencies/by-employee'), get('from=2026-01-01&to=2027-06-01', 'to', '/api/inconsistencies/count-late'),
      get('status=PENDING', 'status', '/api/inconsistencies/count-missing'), get('date=today', 'date', '/api/employees/count-absent'),
      get('departmentId=1', 'departmentId', `/api/employees/${id}/inconsistencies`),
    ], state);
  });
});
