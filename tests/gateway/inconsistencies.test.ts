/**
 * Inconsistencies through the graph (issue #15 item 3): the list with its filters and grouped by employee, one by
 * global id with its trail, the employee and the engine's day in batches, the counts, archiving by ids and by period
 * (the badge's count falling), refusals as userErrors, what a manager cannot reach, and a justification with its
 * document sent through the multipart request.
 */
import assert from 'node:assert/strict';
import ExcelJS from 'exceljs';
import { after, before, describe, test } from 'node:test';
import { createDepartment, createEmployee, makeManagerOf } from '../support/factories.ts';
import { PDF, raise, states } from '../api/inconsistencies/inconsistency-fixtures.ts';
import { dataOf, gid, type GqlResult, type Harness, startHarness } from './harness.ts';

let h: Harness;
let admin: string;
before(async () => {
  h = await startHarness();
  admin = (await h.api.signedIn(['ADMIN'])).token;
});
after(async () => { await h.close(); });

const query = async (token: string, q: string, variables?: Record<string, unknown>) => dataOf(await h.gql(q, { token, variables }));

/** Two departments, a manager of A, two employees in A and one in B (each able to sign in). */
async function organisation() {
  const a = await createDepartment(h.api.db);
  const b = await createDepartment(h.api.db);
  const manager = await h.api.signedIn(['DEPARTMENT_MANAGER'], { departmentId: a.id });
  await makeManagerOf(h.api.db, manager.employeeId!, a.id);
  const a1 = await h.api.signedIn(['EMPLOYEE'], { departmentId: a.id });
  const a2 = await h.api.signedIn(['EMPLOYEE'], { departmentId: a.id });
  const b1 = await h.api.signedIn(['EMPLOYEE'], { departmentId: b.id });
  return { a, b, manager, a1, a2, b1 };
}

const LIST = `query($from: LocalDate, $to: LocalDate, $types: [InconsistencyType!], $status: InconsistencyStatus, $departmentId: ID,
  $employeeId: ID, $justified: Boolean, $first: Int) {
  inconsistencies(from: $from, to: $to, types: $types, status: $status, departmentId: $departmentId, employeeId: $employeeId,
    justified: $justified, first: $first) {
    totalCount pageInfo { hasNextPage endCursor }
    edges { node { id databaseId type status date minutes employeeName } }
  }
}`;
const listOf = async (token: string, variables: Record<string, unknown>) =>
  (await query(token, LIST, variables)).inconsistencies as { totalCount: number; pageInfo: { hasNextPage: boolean }; edges: { node: { id: string; databaseId: number; type: string; status: string; date: string } }[] };

const PENDING = '{ viewer { pendingCounts { inconsistencies { count scope } } } }';
const pendingOf = async (token: string) => (await query(token, PENDING)).viewer.pendingCounts.inconsistencies as { count: number; scope: string };

describe('reading', () => {
  test('the list with its filters (period, types, department, status, justified), paged', async () => {
    const { a, b, a1, a2, b1 } = await organisation();
    const late1 = await raise(h.api.db, a1.employeeId!, '2026-09-01', 'LATE_CLOCK');
    const late2 = await raise(h.api.db, a2.employeeId!, '2026-09-02', 'LATE_CLOCK');
    await raise(h.api.db, a1.employeeId!, '2026-09-02', 'CLOCK_MISSING');
    await raise(h.api.db, a1.employeeId!, '2026-08-15', 'LATE_CLOCK');
    await raise(h.api.db, b1.employeeId!, '2026-09-01', 'LATE_CLOCK');

    const period = { from: '2026-09-01', to: '2026-09-30', departmentId: gid('Department', a.id) };
    const late = await listOf(admin, { ...period, types: ['LATE_CLOCK'] });
    assert.equal(late.totalCount, 2);
    assert.deepEqual(late.edges.map((e) => e.node.databaseId), [late2.id, late1.id], 'newest first');
    assert.ok(late.edges.every((e) => e.node.type === 'LATE_CLOCK' && e.node.status === 'PENDING'));

    const all = await listOf(admin, { ...period, first: 2 });
    assert.equal(all.totalCount, 3);
    assert.equal(all.edges.length, 2);
    assert.equal(all.pageInfo.hasNextPage, true);

    const several = await listOf(admin, { ...period, types: ['LATE_CLOCK', 'CLOCK_MISSING'], status: 'PENDING', justified: false });
    assert.equal(several.totalCount, 3);
    assert.equal((await listOf(admin, { ...period, status: 'RESOLVED' })).totalCount, 0);
    assert.equal((await listOf(admin, { from: '2026-09-01', to: '2026-09-30', departmentId: gid('Department', b.id) })).totalCount, 1);

    const bad = await h.gql(LIST, { token: admin, variables: { departmentId: gid('Employee', 1) } });
    assert.equal(bad.data?.inconsistencies, null);
    assert.ok(bad.errors?.[0]?.message.includes('Department'), JSON.stringify(bad.errors));
  });

  test('one by global id (node and nodes): explanation, employee, the trail', async () => {
    const { a1 } = await organisation();
    const row = await raise(h.api.db, a1.employeeId!, '2026-09-03', 'LATE_CLOCK', { minutes: 27 });
    const id = gid('Inconsistency', row.id);
    const data = await query(admin, `query($id: ID!, $ids: [ID!]!) {
      node(id: $id) { __typename ... on Inconsistency { id databaseId type status date minutes final anchor
        explanation { rule message minutes } resolution resolvedAt resolvedBy { name } justification { justified }
        employee { id } employeeName events { action at } } }
      nodes(ids: $ids) { ... on Inconsistency { databaseId } }
    }`, { id, ids: [id, gid('Inconsistency', 999_999)] });
    const node = data.node;
    assert.equal(node.__typename, 'Inconsistency');
    assert.deepEqual([node.id, node.databaseId, node.type, node.status, node.date, node.minutes, node.final], [id, row.id, 'LATE_CLOCK', 'PENDING', '2026-09-03', 27, true]);
    assert.equal(node.explanation.message, 'A LATE_CLOCK on 2026-09-03');
    assert.equal(node.explanation.minutes, 27);
    assert.equal(node.resolution, null);
    assert.equal(node.justification, null);
    assert.equal(node.employee.id, gid('Employee', a1.employeeId!));
    assert.ok(Array.isArray(node.events));
    assert.deepEqual(data.nodes, [{ databaseId: row.id }, null], 'an unknown id is null');

    // The employee reads their own; another employee reads nothing.
    const own = await query(a1.token, 'query($id: ID!) { node(id: $id) { ... on Inconsistency { databaseId } } }', { id });
    assert.deepEqual(own.node, { databaseId: row.id });
    const stranger = await h.api.signedIn(['EMPLOYEE']);
    assert.equal((await query(stranger.token, 'query($id: ID!) { node(id: $id) { id } }', { id })).node, null);
  });

  test('a page with the employee and the engine\'s day: one REST call for the list, one for the employees, one per date', async () => {
    const { a, a1, a2 } = await organisation();
    const third = await createEmployee(h.api.db, { department_id: a.id });
    for (const e of [a1.employeeId!, a2.employeeId!, third.id]) {
      await raise(h.api.db, e, '2026-09-07', 'LATE_CLOCK');
      await raise(h.api.db, e, '2026-09-08', 'CLOCK_MISSING');
    }
    const from = h.calls.length;
    const data = await query(admin, `query($departmentId: ID) {
      inconsistencies(from: "2026-09-07", to: "2026-09-08", departmentId: $departmentId, first: 10) {
        totalCount edges { node { date employeeName employee { id name } day { date kind } } }
      }
    }`, { departmentId: gid('Department', a.id) });
    const edges = data.inconsistencies.edges as { node: { date: string; employeeName: string; employee: { name: string }; day: { date: string } } }[];
    assert.equal(edges.length, 6);
    assert.ok(edges.every((e) => e.node.employee.name === e.node.employeeName && e.node.day.date === e.node.date), JSON.stringify(edges));
    const paths = h.calls.slice(from).map((c) => c.path);
    const count = (prefix: string) => paths.filter((p) => p.startsWith(prefix)).length;
    assert.equal(count('/inconsistencies?'), 1, 'the list');
    assert.equal(count('/employees?ids='), 1, 'the three employees in one batch');
    assert.equal(count('/attendances?'), 2, 'the days: one call per date, for every employee of it');
    assert.equal(paths.length, 4, paths.join(', '));
  });

  test('grouped by employee: counts by type, the total, the employee and their items; counts for the dashboards', async () => {
    const { a, a1, a2 } = await organisation();
    await raise(h.api.db, a1.employeeId!, '2026-09-10', 'LATE_CLOCK');
    await raise(h.api.db, a1.employeeId!, '2026-09-11', 'LATE_CLOCK');
    await raise(h.api.db, a1.employeeId!, '2026-09-11', 'CLOCK_MISSING');
    await raise(h.api.db, a2.employeeId!, '2026-09-12', 'ABSENT');
    // count-absent recomputes a past or present day first (the engine would resolve this fixture's ABSENT, the
    // employee having no schedule): a day ahead is counted as stored.
    await raise(h.api.db, a2.employeeId!, '2099-01-05', 'ABSENT');
    const data = await query(admin, `query($departmentId: ID) {
      inconsistenciesByEmployee(from: "2026-09-01", to: "2026-09-30", departmentId: $departmentId, orderBy: TOTAL) {
        totalCount edges { node { employee { id } total firstDate lastDate counts { type count } inconsistencies(first: 5) { totalCount } } }
      }
      inconsistencyCounts(from: "2026-09-01", to: "2026-09-30", departmentId: $departmentId) { late missing absent(date: "2099-01-05") }
    }`, { departmentId: gid('Department', a.id) });
    const groups = data.inconsistenciesByEmployee.edges.map((e: { node: unknown }) => e.node);
    assert.equal(data.inconsistenciesByEmployee.totalCount, 2);
    assert.equal(groups[0].employee.id, gid('Employee', a1.employeeId!));
    assert.equal(groups[0].total, 3);
    assert.deepEqual([groups[0].firstDate, groups[0].lastDate], ['2026-09-10', '2026-09-11']);
    const counts = Object.fromEntries(groups[0].counts.map((c: { type: string; count: number }) => [c.type, c.count]));
    assert.deepEqual([counts.LATE_CLOCK, counts.CLOCK_MISSING, counts.ABSENT], [2, 1, 0]);
    assert.equal(groups[0].counts.length, 7, 'every type');
    assert.equal(groups[0].inconsistencies.totalCount, 3);
    assert.equal(groups[1].total, 1);
    assert.deepEqual(data.inconsistencyCounts, { late: 2, missing: 1, absent: 1 });
  });
});

test('the counts deferred: the list arrives first, the counts in a later part', async () => {
  const { a1 } = await organisation();
  await raise(h.api.db, a1.employeeId!, '2026-09-20', 'LATE_CLOCK');
  const res = await h.fetch('/graphql', {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'multipart/mixed', authorization: `Bearer ${admin}` },
    body: JSON.stringify({
      query: `query($employeeId: ID) { inconsistencies(employeeId: $employeeId, first: 5) { totalCount }
        ... @defer(label: "counts") { inconsistencyCounts(employeeId: $employeeId) { late missing } } }`,
      variables: { employeeId: gid('Employee', a1.employeeId!) },
    }),
  });
  const type = res.headers.get('content-type') ?? '';
  assert.match(type, /^multipart\/mixed/);
  const boundary = /boundary="?([^";]+)"?/.exec(type)?.[1] ?? '-';
  const [first, ...later] = (await res.text()).split(`--${boundary}`).map((p) => p.slice(p.indexOf('\r\n\r\n') + 4).trim())
    .filter((p) => p.startsWith('{')).map((p) => JSON.parse(p));
  assert.equal(first.data.inconsistencies.totalCount, 1);
  assert.equal(first.data.inconsistencyCounts, undefined, 'not in the first part');
  const deferred = later.flatMap((p) => p.incremental ?? []);
  assert.equal(deferred[0].label, 'counts');
  assert.deepEqual(deferred[0].data.inconsistencyCounts, { late: 1, missing: 0 });
});

const ARCHIVE = `mutation($input: ArchiveInconsistenciesInput!) {
  archiveInconsistencies(input: $input) { archivedCount inconsistencies { databaseId status resolution resolutionReason resolvedBy { name } } userErrors { field code message } }
}`;
const ARCHIVE_PERIOD = `mutation($input: ArchiveInconsistencyPeriodInput!) {
  archiveInconsistencyPeriod(input: $input) { count dryRun userErrors { field code message } }
}`;

describe('archiving', () => {
  test('a manager archives a selection, then a period after its dry run: the badge count falls accordingly', async () => {
    const { a, manager, a1, a2 } = await organisation();
    const rows = [
      await raise(h.api.db, a1.employeeId!, '2026-10-01', 'LATE_CLOCK'),
      await raise(h.api.db, a1.employeeId!, '2026-10-02', 'LATE_CLOCK'),
      await raise(h.api.db, a2.employeeId!, '2026-10-02', 'CLOCK_MISSING'),
      await raise(h.api.db, a2.employeeId!, '2026-10-05', 'LATE_CLOCK'),
      await raise(h.api.db, a2.employeeId!, '2026-11-05', 'LATE_CLOCK'),
    ];
    assert.deepEqual(await pendingOf(manager.token), { count: 5, scope: 'DEPARTMENT' });

    const archived = (await query(manager.token, ARCHIVE, { input: { ids: [gid('Inconsistency', rows[0].id), gid('Inconsistency', rows[2].id)], comment: 'Reviewed' } })).archiveInconsistencies;
    assert.deepEqual(archived.userErrors, []);
    assert.equal(archived.archivedCount, 2);
    assert.deepEqual(archived.inconsistencies.map((i: { databaseId: number }) => i.databaseId).sort(), [rows[0].id, rows[2].id].sort());
    assert.ok(archived.inconsistencies.every((i: { status: string; resolution: string; resolutionReason: string }) =>
      i.status === 'RESOLVED' && i.resolution === 'MANUAL' && i.resolutionReason === 'Reviewed'), JSON.stringify(archived));
    assert.equal((await pendingOf(manager.token)).count, 3);

    const input = { from: '2026-10-01', to: '2026-10-31', departmentId: gid('Department', a.id) };
    const dry = (await query(manager.token, ARCHIVE_PERIOD, { input: { ...input, dryRun: true } })).archiveInconsistencyPeriod;
    assert.deepEqual(dry, { count: 2, dryRun: true, userErrors: [] });
    assert.equal((await pendingOf(manager.token)).count, 3, 'a dry run archives nothing');
    const done = (await query(manager.token, ARCHIVE_PERIOD, { input })).archiveInconsistencyPeriod;
    assert.deepEqual(done, { count: 2, dryRun: false, userErrors: [] });
    assert.equal((await pendingOf(manager.token)).count, 1, 'November\'s stays');
    assert.deepEqual((await states(h.api.db, [rows[4].id]))[0].status, 'PENDING');
  });

  test('refusals are userErrors naming the field: an archived id, a period the wrong way round', async () => {
    const { a1 } = await organisation();
    const row = await raise(h.api.db, a1.employeeId!, '2026-10-06', 'LATE_CLOCK');
    const other = await raise(h.api.db, a1.employeeId!, '2026-10-07', 'LATE_CLOCK');
    const ids = [gid('Inconsistency', other.id), gid('Inconsistency', row.id)];
    assert.deepEqual((await query(admin, ARCHIVE, { input: { ids: [ids[1]] } })).archiveInconsistencies.userErrors, []);

    const again = (await query(admin, ARCHIVE, { input: { ids } })).archiveInconsistencies;
    assert.equal(again.archivedCount, null);
    assert.deepEqual(again.userErrors.map((e: { field: string[]; code: string }) => [e.field, e.code]), [[['ids', '1'], 'INCONSISTENCY_ARCHIVED']]);
    assert.equal((await states(h.api.db, [other.id]))[0].status, 'PENDING', 'all or nothing');

    const notAnId = (await query(admin, ARCHIVE, { input: { ids: [gid('Employee', a1.employeeId!)] } })).archiveInconsistencies;
    assert.deepEqual(notAnId.userErrors.map((e: { field: string[] }) => e.field), [['ids', '0']]);

    const backwards = (await query(admin, ARCHIVE_PERIOD, { input: { from: '2026-10-31', to: '2026-10-01', dryRun: true } })).archiveInconsistencyPeriod;
    assert.equal(backwards.count, null);
    assert.equal(backwards.userErrors.length, 1, JSON.stringify(backwards));
    assert.ok(['from', 'to'].includes(backwards.userErrors[0].field?.[0]), JSON.stringify(backwards));
  });

  test('a manager reaches nothing of another department through a crafted id or period; an employee may not archive', async () => {
    const { manager, b, b1, a1 } = await organisation();
    const theirs = await raise(h.api.db, b1.employeeId!, '2026-10-08', 'LATE_CLOCK');
    const id = gid('Inconsistency', theirs.id);

    assert.equal((await query(manager.token, 'query($id: ID!) { node(id: $id) { id } }', { id })).node, null);
    assert.equal((await listOf(manager.token, { employeeId: gid('Employee', b1.employeeId!) })).totalCount, 0);
    assert.equal((await listOf(manager.token, { departmentId: gid('Department', b.id) })).totalCount, 0);

    const archived = (await query(manager.token, ARCHIVE, { input: { ids: [id] } })).archiveInconsistencies;
    assert.equal(archived.archivedCount, null);
    assert.deepEqual(archived.userErrors.map((e: { code: string }) => e.code), ['NOT_FOUND']);
    const period = (await query(manager.token, ARCHIVE_PERIOD, { input: { from: '2026-10-01', to: '2026-10-31', departmentId: gid('Department', b.id) } })).archiveInconsistencyPeriod;
    assert.notEqual(period.count, 1, JSON.stringify(period));
    assert.equal((await states(h.api.db, [theirs.id]))[0].status, 'PENDING', 'untouched');

    const refused = await h.gql(ARCHIVE, { token: a1.token, variables: { input: { ids: [id] } } });
    assert.equal(refused.data?.archiveInconsistencies, null);
    assert.equal(refused.errors?.[0]?.extensions?.code, 'FORBIDDEN');
  });
});

describe('justifying', () => {
  const JUSTIFY = `mutation($input: JustifyInconsistencyInput!) {
    justifyInconsistency(input: $input) { inconsistency { status justification { justified comment documentName by { name } at } } userErrors { field code } }
  }`;

  test('the employee justifies their own; judged unjustified needs a comment; the manager cannot reach another department\'s', async () => {
    const { manager, a1, b1 } = await organisation();
    const row = await raise(h.api.db, a1.employeeId!, '2026-10-12', 'LATE_CLOCK');
    const id = gid('Inconsistency', row.id);
    const own = (await query(a1.token, JUSTIFY, { input: { id, justified: true, comment: 'The train was late' } })).justifyInconsistency;
    assert.deepEqual(own.userErrors, []);
    assert.equal(own.inconsistency.status, 'PENDING', 'justifying does not archive');
    assert.equal(own.inconsistency.justification.justified, true);
    assert.equal(own.inconsistency.justification.comment, 'The train was late');
    assert.ok(own.inconsistency.justification.at);

    const noComment = (await query(manager.token, JUSTIFY, { input: { id, justified: false } })).justifyInconsistency;
    assert.equal(noComment.inconsistency, null);
    assert.deepEqual(noComment.userErrors.map((e: { field: string[]; code: string }) => [e.field, e.code]), [[['comment'], 'JUSTIFICATION_COMMENT_REQUIRED']]);

    const theirs = await raise(h.api.db, b1.employeeId!, '2026-10-12', 'LATE_CLOCK');
    const crafted = (await query(manager.token, JUSTIFY, { input: { id: gid('Inconsistency', theirs.id), justified: true } })).justifyInconsistency;
    assert.deepEqual(crafted.userErrors.map((e: { code: string }) => e.code), ['NOT_FOUND']);
  });

  test('with a document through the multipart request: stored, named and downloadable from the graph', async () => {
    const { a1 } = await organisation();
    const row = await raise(h.api.db, a1.employeeId!, '2026-10-13', 'LATE_CLOCK');
    const form = new FormData();
    form.append('operations', JSON.stringify({
      query: `mutation($input: JustifyInconsistencyInput!) { justifyInconsistency(input: $input) {
        inconsistency { justification { justified comment documentName document { fileName mimeType byteSize contentBase64 } } } userErrors { field code message } } }`,
      variables: { input: { id: gid('Inconsistency', row.id), justified: true, comment: 'Doctor', document: null } },
    }));
    form.append('map', JSON.stringify({ 0: ['variables.input.document'] }));
    form.append('0', new Blob([new Uint8Array(PDF)], { type: 'application/pdf' }), 'proof.pdf');
    const res = await h.fetch('/graphql', { method: 'POST', body: form, headers: { authorization: `Bearer ${a1.token}`, accept: 'application/json' } });
    const body = (await res.json()) as GqlResult;
    const payload = dataOf(body).justifyInconsistency;
    assert.deepEqual(payload.userErrors, []);
    const j = payload.inconsistency.justification;
    assert.deepEqual([j.justified, j.comment, j.documentName], [true, 'Doctor', 'proof.pdf']);
    assert.equal(j.document.fileName, 'proof.pdf');
    assert.equal(j.document.mimeType, 'application/pdf');
    assert.equal(j.document.byteSize, PDF.length);
    assert.deepEqual(Buffer.from(j.document.contentBase64, 'base64'), PDF);
  });
});

describe('exporting', () => {
  const EXPORT = `mutation($status: InconsistencyStatus, $from: LocalDate, $to: LocalDate, $employeeId: ID, $departmentId: ID) {
    exportInconsistencies(status: $status, from: $from, to: $to, employeeId: $employeeId, departmentId: $departmentId) {
      file { fileName mimeType contentBase64 } userErrors { field code }
    }
  }`;
  const rowsOf = async (base64: string) => {
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(Buffer.from(base64, 'base64') as never);
    return (book.worksheets[0].getSheetValues().slice(2) as unknown[][]).map((r) => [r[1], r[4]]);
  };

  test('the list\'s filters as .xlsx in the caller\'s language; a bad period is a userError on its field', async () => {
    const { a, a1 } = await organisation();
    const name = (await h.api.db.selectFrom('employees').select('name').where('id', '=', a1.employeeId!).executeTakeFirstOrThrow()).name;
    await raise(h.api.db, a1.employeeId!, '2026-10-20', 'LATE_CLOCK');
    const res = await h.gql(EXPORT, { token: admin, variables: { from: '2026-10-20', to: '2026-10-20', departmentId: gid('Department', a.id) }, headers: { 'accept-language': 'pt' } });
    const payload = dataOf(res).exportInconsistencies;
    assert.deepEqual(payload.userErrors, []);
    assert.match(payload.file.fileName, /\.xlsx$/);
    assert.equal(payload.file.mimeType, 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    assert.deepEqual(await rowsOf(payload.file.contentBase64), [[name, 'Atraso']]);

    const archived = dataOf(await h.gql(EXPORT, { token: admin, variables: { status: 'RESOLVED', from: '2026-10-20', to: '2026-10-20', departmentId: gid('Department', a.id) } }));
    assert.deepEqual(await rowsOf(archived.exportInconsistencies.file.contentBase64), [], 'the archived tab: none archived yet');

    const bad = dataOf(await h.gql(EXPORT, { token: admin, variables: { from: '2026-10-20', to: '2026-10-01' } })).exportInconsistencies;
    assert.equal(bad.file, null);
    assert.deepEqual(bad.userErrors.map((e: { field: string[] }) => e.field), [['to']]);
  });
});
