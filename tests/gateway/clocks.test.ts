/**
 * Clocks through the graph (issue #13 item 5): one's own IN and OUT, the confirmations the server asks for (in the
 * caller's language), retries made safe by a clientId, the geofence, corrections and deletions with their trail, who
 * may do what, a page of clocks in one REST call per entity type, the export and the simulation.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { createDepartment, createEmployee, makeManagerOf, unique } from '../support/factories.ts';
import { png } from '../support/png.ts';
import { gid, type GqlResult, type Harness, pathsSince, startHarness } from './harness.ts';

let h: Harness;
let admin: string;
before(async () => {
  h = await startHarness();
  admin = (await h.api.signedIn(['ADMIN'])).token;
});
after(async () => { await h.close(); });

const CLOCK = `id databaseId type source identification siteName geofence administrative confirmed edited originalType originalInstant deleted
  instant date time timeZone employeeName employee { name } position { latitude longitude accuracy } siteDistance clientId`;
const PAYLOAD = `clock { ${CLOCK} } confirmationNeeded { reason message } replayed userErrors { field code message }`;
const CLOCK_IN = `mutation($input: ClockInInput!) { clockIn(input: $input) { ${PAYLOAD} } }`;
const CLOCK_OUT = `mutation($input: ClockInInput!) { clockOut(input: $input) { ${PAYLOAD} } }`;

function payloadOf(res: GqlResult, field: string) {
  assert.equal(res.errors, undefined, JSON.stringify(res.errors));
  return res.data?.[field];
}
const clockIn = async (token: string, input: Record<string, unknown> = {}, headers?: Record<string, string>) =>
  payloadOf(await h.gql(CLOCK_IN, { token, variables: { input }, headers }), 'clockIn');
const clockOut = async (token: string, input: Record<string, unknown> = {}) => payloadOf(await h.gql(CLOCK_OUT, { token, variables: { input } }), 'clockOut');

/** The clocks of one employee as an administrator reads them. */
async function clocksOf(employeeId: number, showAll = false) {
  const res = await h.gql(`query($filter: ClockFilter) { clocks(first: 50, filter: $filter) { totalCount edges { node { id type deleted } } } }`,
    { token: admin, variables: { filter: { employeeIds: [gid('Employee', employeeId)], showAll } } });
  assert.equal(res.errors, undefined, JSON.stringify(res.errors));
  return res.data?.clocks as { totalCount: number; edges: { node: { id: string; type: string; deleted: boolean } }[] };
}

async function employeeWithClock() {
  const person = await h.api.signedIn(['EMPLOYEE']);
  const { clock } = await clockIn(person.token);
  return { ...person, clock: clock as { id: string; databaseId: number; instant: string; type: string } };
}

describe('one\'s own clocks', () => {
  test('an employee clocks in, then out: the server\'s instant, WEB, no geofence needed; lastClock follows', async () => {
    const { token, employeeId } = await h.api.signedIn(['EMPLOYEE']);
    const started = Date.now();
    const inPayload = await clockIn(token);
    assert.deepEqual(inPayload.userErrors, []);
    assert.equal(inPayload.confirmationNeeded, null);
    assert.equal(inPayload.replayed, false);
    const first = inPayload.clock;
    assert.deepEqual([first.type, first.source, first.identification, first.geofence, first.administrative, first.edited, first.deleted], ['IN', 'WEB', 'USERPASS', 'NOT_REQUIRED', false, false, false]);
    assert.ok(Math.abs(new Date(first.instant).getTime() - started) < 60_000, first.instant);
    assert.match(first.time, /^\d{2}:\d{2}:\d{2}$/);
    assert.equal(first.employee.name, first.employeeName);

    const outPayload = await clockOut(token);
    assert.deepEqual(outPayload.userErrors, []);
    assert.equal(outPayload.clock.type, 'OUT');

    const from = h.calls.length;
    const id = gid('Employee', employeeId!);
    const res = await h.gql('query($ids: [ID!]!) { nodes(ids: $ids) { ... on Employee { lastClock { type } clocks { totalCount edges { node { type } } } } } }',
      { token: admin, variables: { ids: [id, id] } });
    assert.equal(res.errors, undefined, JSON.stringify(res.errors));
    assert.deepEqual(res.data?.nodes[0], { lastClock: { type: 'OUT' }, clocks: { totalCount: 2, edges: [{ node: { type: 'OUT' } }, { node: { type: 'IN' } }] } }, 'newest first');
    assert.deepEqual(res.data?.nodes[1], res.data?.nodes[0]);
    const lastClockCalls = h.calls.slice(from).filter((c) => c.path === `/employees/${employeeId}/clocks?size=1`);
    assert.equal(lastClockCalls.length, 1, 'the same employee twice: one lastClock call');

    const node = await h.gql(`query($id: ID!) { node(id: $id) { __typename ... on Clock { type databaseId } } }`, { token: admin, variables: { id: first.id } });
    assert.deepEqual(node.data?.node, { __typename: 'Clock', type: 'IN', databaseId: first.databaseId });
  });

  test('a second IN asks for confirmation, in Portuguese when asked; confirmed, it is recorded', async () => {
    const { token, employeeId } = await employeeWithClock();
    const asked = await clockIn(token, {}, { 'accept-language': 'pt-PT,pt;q=0.9' });
    assert.deepEqual(asked.userErrors, []);
    assert.equal(asked.clock, null);
    assert.equal(asked.replayed, false);
    assert.deepEqual(asked.confirmationNeeded, { reason: 'SAME_TYPE_AS_PREVIOUS', message: 'A última marcação foi uma entrada; marque primeiro a saída' });
    const english = await clockIn(token);
    assert.equal(english.confirmationNeeded.message, 'Last clock was IN, clock out first');
    assert.equal((await clocksOf(employeeId!)).totalCount, 1, 'nothing recorded while asking');

    const confirmed = await clockIn(token, { confirm: ['SAME_TYPE_AS_PREVIOUS'] });
    assert.deepEqual(confirmed.userErrors, []);
    assert.equal(confirmed.confirmationNeeded, null);
    assert.deepEqual([confirmed.clock.type, confirmed.clock.confirmed], ['IN', ['SAME_TYPE_AS_PREVIOUS']]);
    assert.equal((await clocksOf(employeeId!)).totalCount, 2);
  });

  test('the same clientId twice records one clock: the retry answers the first, replayed', async () => {
    const { token, employeeId } = await h.api.signedIn(['EMPLOYEE']);
    const clientId = `retry-${unique()}`;
    const first = await clockIn(token, { clientId, tag: 'door' });
    assert.equal(first.replayed, false);
    assert.equal(first.clock.clientId, clientId);
    const again = await clockIn(token, { clientId, tag: 'door' });
    assert.deepEqual(again.userErrors, []);
    assert.equal(again.replayed, true);
    assert.equal(again.confirmationNeeded, null, 'a retry is not a second IN');
    assert.equal(again.clock.id, first.clock.id);
    assert.equal((await clocksOf(employeeId!)).totalCount, 1);
  });

  test('refusals of the input are userErrors on the input\'s fields', async () => {
    const { token } = await h.api.signedIn(['EMPLOYEE']);
    const offline = await clockIn(token, { offline: true });
    assert.equal(offline.clock, null);
    assert.deepEqual(offline.userErrors.map((e: { field: string[]; code: string }) => [e.field, e.code]), [[['deviceInstant'], 'VALIDATION_FAILED']]);
    const kiosk = await clockIn(token, { source: 'KIOSK' });
    assert.deepEqual(kiosk.userErrors.map((e: { field: string[] }) => e.field), [['source']]);
    const position = await clockIn(token, { position: { latitude: 38.7, longitude: -9.1, accuracy: -5 } });
    assert.deepEqual(position.userErrors.map((e: { field: string[] }) => e.field), [['position', 'accuracy']]);
  });
});

describe('the geofence', () => {
  test('under the geo policy: no position is LOCATION_REQUIRED, far away OUTSIDE_GEOFENCE naming the site, inside records the site', async () => {
    const name = `Lisbon HQ ${unique()}`;
    const site = await h.api.request({ method: 'POST', url: '/api/sites', token: admin, payload: { name, latitude: 38.7223, longitude: -9.1393, radius: 150 } });
    assert.equal(site.statusCode, 201, site.body);
    const enabled = await h.api.request({ method: 'POST', url: '/api/clock-policies/3/enable', token: admin });
    assert.ok(enabled.statusCode < 300, enabled.body);
    try {
      const { token } = await h.api.signedIn(['EMPLOYEE']);
      const blind = await clockIn(token);
      assert.equal(blind.clock, null);
      assert.deepEqual(blind.userErrors.map((e: { code: string }) => e.code), ['LOCATION_REQUIRED']);

      const porto = await clockIn(token, { position: { latitude: 41.1496, longitude: -8.611, accuracy: 20 } });
      assert.equal(porto.clock, null);
      assert.deepEqual(porto.userErrors.map((e: { code: string }) => e.code), ['OUTSIDE_GEOFENCE']);
      assert.match(porto.userErrors[0].message, new RegExp(`m from ${name}, outside its 150 m area`));

      const inside = await clockIn(token, { position: { latitude: 38.7226, longitude: -9.1395, accuracy: 12 } });
      assert.deepEqual(inside.userErrors, []);
      assert.deepEqual([inside.clock.geofence, inside.clock.position], ['INSIDE', { latitude: 38.7226, longitude: -9.1395, accuracy: 12 }]);
      assert.ok(inside.clock.siteDistance < 150);

      // The employee may not read sites (SITES_READ): the site is null for them, not an error; an administrator sees it.
      const own = await h.gql(`query($id: ID!) { node(id: $id) { ... on Clock { geofence site { name } } } }`, { token, variables: { id: inside.clock.id } });
      assert.equal(own.errors, undefined, JSON.stringify(own.errors));
      assert.deepEqual(own.data?.node, { geofence: 'INSIDE', site: null });
      const read = await h.gql(`query($id: ID!) { node(id: $id) { ... on Clock { site { name } } } }`, { token: admin, variables: { id: inside.clock.id } });
      assert.deepEqual(read.data?.node, { site: { name } });
    } finally {
      await h.api.request({ method: 'POST', url: '/api/clock-policies/3/disable', token: admin });
    }
  });
});

const CORRECT = `mutation($input: CorrectClockInput!) { correctClock(input: $input) {
  clock { id type instant edited originalType originalInstant tag edits { action before { type instant tag } after { type tag } reason byName at } }
  userErrors { field code message }
} }`;

describe('corrections and deletions', () => {
  test('an administrator corrects a clock with a reason: edited, its original kept, the trail says who and why', async () => {
    const { clock } = await employeeWithClock();
    const me = await h.api.signedIn(['ADMIN']);
    const myName = (await h.api.db.selectFrom('employees').select('name').where('id', '=', me.employeeId!).executeTakeFirstOrThrow()).name;
    const res = await h.gql(CORRECT, { token: me.token, variables: { input: { id: clock.id, type: 'OUT', tag: 'fixed', reason: 'Pressed the wrong button' } } });
    const { clock: corrected, userErrors } = payloadOf(res, 'correctClock');
    assert.deepEqual(userErrors, []);
    assert.deepEqual([corrected.type, corrected.edited, corrected.originalType, corrected.originalInstant, corrected.tag], ['OUT', true, 'IN', clock.instant, 'fixed']);
    assert.equal(corrected.edits.length, 1);
    const [edit] = corrected.edits;
    assert.deepEqual([edit.action, edit.before, edit.after, edit.reason, edit.byName],
      ['EDIT', { type: 'IN', instant: clock.instant, tag: null }, { type: 'OUT', tag: 'fixed' }, 'Pressed the wrong button', myName]);

    const blank = await h.gql(CORRECT, { token: admin, variables: { input: { id: clock.id, type: 'IN', reason: '   ' } } });
    assert.deepEqual(payloadOf(blank, 'correctClock').userErrors.map((e: { field: string[] }) => e.field), [['reason']], 'the API\'s comment is the input\'s reason');
  });

  test('several corrections are all or nothing; a refused item names corrections.<i>.<field>', async () => {
    const a = await employeeWithClock();
    const b = await employeeWithClock();
    const BATCH = `mutation($input: CorrectClocksInput!) { correctClocks(input: $input) { clocks { id type edited } userErrors { field code } } }`;
    const future = new Date(Date.now() + 86_400_000).toISOString();
    const refused = await h.gql(BATCH, { token: admin, variables: { input: { corrections: [
      { id: a.clock.id, type: 'OUT', reason: 'Forgot to clock out' },
      { id: b.clock.id, instant: future, reason: 'Tomorrow?' },
    ] } } });
    const { clocks, userErrors } = payloadOf(refused, 'correctClocks');
    assert.equal(clocks, null);
    assert.deepEqual(userErrors.map((e: { field: string[] }) => e.field), [['corrections', '1', 'instant']]);
    const blank = await h.gql(BATCH, { token: admin, variables: { input: { corrections: [{ id: a.clock.id, type: 'OUT', reason: ' ' }] } } });
    assert.deepEqual(payloadOf(blank, 'correctClocks').userErrors.map((e: { field: string[] }) => e.field), [['corrections', '0', 'reason']]);
    assert.deepEqual((await clocksOf(a.employeeId!)).edges.map((e) => e.node.type), ['IN'], 'nothing written');

    const done = await h.gql(BATCH, { token: admin, variables: { input: { corrections: [
      { id: a.clock.id, type: 'OUT', reason: 'Forgot to clock out' },
      { id: b.clock.id, type: 'OUT', reason: 'Same' },
    ] } } });
    assert.deepEqual(payloadOf(done, 'correctClocks'), { clocks: [{ id: a.clock.id, type: 'OUT', edited: true }, { id: b.clock.id, type: 'OUT', edited: true }], userErrors: [] });
  });

  test('a deleted clock is answered with its trail, hidden from the lists unless showAll', async () => {
    const { employeeId, clock } = await employeeWithClock();
    const res = await h.gql(`mutation($input: DeleteClockInput!) { deleteClock(input: $input) {
      clock { id deleted deletedAt edits { action reason after { type } } } deletedClockId userErrors { code }
    } }`, { token: admin, variables: { input: { id: clock.id, reason: 'Duplicate' } } });
    const payload = payloadOf(res, 'deleteClock');
    assert.deepEqual(payload.userErrors, []);
    assert.equal(payload.deletedClockId, clock.id);
    assert.equal(payload.clock.deleted, true);
    assert.ok(payload.clock.deletedAt);
    assert.deepEqual(payload.clock.edits, [{ action: 'DELETE', reason: 'Duplicate', after: null }]);
    assert.equal((await clocksOf(employeeId!)).totalCount, 0);
    assert.deepEqual((await clocksOf(employeeId!, true)).edges.map((e) => [e.node.id, e.node.deleted]), [[clock.id, true]]);

    const again = await h.gql(CORRECT, { token: admin, variables: { input: { id: clock.id, type: 'OUT', reason: 'Too late' } } });
    assert.deepEqual(payloadOf(again, 'correctClock').userErrors.map((e: { code: string }) => e.code), ['CLOCK_DELETED']);
  });

  test('an administrator records a clock for an employee: administrative, with its comment', async () => {
    const employee = await createEmployee(h.api.db);
    const RECORD = `mutation($input: RecordClockInput!) { recordClock(input: $input) { ${PAYLOAD} } }`;
    const instant = new Date(Date.now() - 3_600_000).toISOString();
    const res = await h.gql(RECORD, { token: admin, variables: { input: { employeeId: gid('Employee', employee.id), type: 'IN', instant, comment: 'Badge forgotten' } } });
    const { clock, userErrors } = payloadOf(res, 'recordClock');
    assert.deepEqual(userErrors, []);
    assert.deepEqual([clock.type, clock.source, clock.identification, clock.administrative, clock.geofence, clock.instant], ['IN', 'ADMIN', 'NONE', true, 'ADMINISTRATIVE', instant]);
    const future = new Date(Date.now() + 3_600_000).toISOString();
    const refused = await h.gql(RECORD, { token: admin, variables: { input: { employeeId: gid('Employee', employee.id), type: 'OUT', instant: future, comment: 'Ahead' } } });
    assert.deepEqual(payloadOf(refused, 'recordClock').userErrors.map((e: { field: string[] }) => e.field), [['instant']]);
    const nobody = await h.gql(RECORD, { token: admin, variables: { input: { employeeId: gid('Department', employee.id), type: 'OUT', comment: 'Who?' } } });
    assert.deepEqual(payloadOf(nobody, 'recordClock').userErrors.map((e: { field: string[]; code: string }) => [e.field, e.code]), [[['employeeId'], 'INVALID_ID']]);
  });
});

describe('who may', () => {
  test('a manager corrects the clocks of their department, not another\'s (NOT_FOUND: it is not theirs to see); the clock is unchanged', async () => {
    const mine = await createDepartment(h.api.db);
    const other = await createDepartment(h.api.db);
    const manager = await h.api.signedIn(['DEPARTMENT_MANAGER'], { departmentId: mine.id });
    await makeManagerOf(h.api.db, manager.employeeId!, mine.id);
    const ours = await h.api.signedIn(['EMPLOYEE'], { departmentId: mine.id });
    const theirs = await h.api.signedIn(['EMPLOYEE'], { departmentId: other.id });
    const ourClock = (await clockIn(ours.token)).clock;
    const theirClock = (await clockIn(theirs.token)).clock;

    const refused = await h.gql(CORRECT, { token: manager.token, variables: { input: { id: theirClock.id, type: 'OUT', reason: 'Not mine' } } });
    assert.deepEqual(payloadOf(refused, 'correctClock').userErrors.map((e: { code: string }) => e.code), ['NOT_FOUND']);
    assert.equal(refused.data?.correctClock.clock, null);
    assert.deepEqual((await clocksOf(theirs.employeeId!)).edges.map((e) => e.node.type), ['IN'], 'unchanged');

    const allowed = await h.gql(CORRECT, { token: manager.token, variables: { input: { id: ourClock.id, type: 'OUT', reason: 'Left at noon' } } });
    assert.deepEqual(payloadOf(allowed, 'correctClock').userErrors, []);
    assert.equal(allowed.data?.correctClock.clock.type, 'OUT');
    const department = await h.gql(`query($id: ID!) { node(id: $id) { ... on Clock { department { name } } } }`, { token: manager.token, variables: { id: ourClock.id } });
    assert.deepEqual(department.data?.node, { department: { name: mine.name } });
    const list = await h.gql(`query($id: ID!) { node(id: $id) { ... on Department { clocks(showAll: true) { edges { node { id edited } } } } } }`,
      { token: manager.token, variables: { id: gid('Department', mine.id) } });
    assert.equal(list.errors, undefined, JSON.stringify(list.errors));
    assert.deepEqual(list.data?.node.clocks.edges, [{ node: { id: ourClock.id, edited: true } }], 'the department\'s clocks only');
  });

  test('READ_ONLY may not clock (FORBIDDEN before any REST call) but reads clocks', async () => {
    const { token } = await h.api.signedIn(['READ_ONLY']);
    const from = h.calls.length;
    const res = await h.gql(CLOCK_IN, { token, variables: { input: {} } });
    assert.equal(res.data?.clockIn, null);
    assert.equal(res.errors?.[0]?.extensions?.code, 'FORBIDDEN');
    assert.ok(!pathsSince(h, from).includes('POST /clocks'));
    const read = await h.gql('{ clocks(first: 1) { totalCount } }', { token });
    assert.equal(read.errors, undefined, JSON.stringify(read.errors));
    assert.ok(read.data?.clocks.totalCount >= 1);
  });
});

describe('lists, export and simulation', () => {
  test('a page of 20 clocks with employee and department costs one call per entity type', async () => {
    const departments = [await createDepartment(h.api.db), await createDepartment(h.api.db)];
    const ids: number[] = [];
    for (let i = 0; i < 20; i++) {
      const employee = await createEmployee(h.api.db, { department_id: departments[i % 2].id });
      const made = await h.api.request({ method: 'POST', url: '/api/clocks/admin', token: admin, payload: { employeeId: employee.id, type: 'IN', comment: 'Batch' } });
      assert.equal(made.statusCode, 201, made.body);
      ids.push(employee.id);
    }
    const from = h.calls.length;
    const res = await h.gql(`query($filter: ClockFilter) { clocks(first: 20, filter: $filter) {
      totalCount edges { node { type employee { name } department { name } } }
    } }`, { token: admin, variables: { filter: { employeeIds: ids.map((id) => gid('Employee', id)), sources: ['ADMIN'] } } });
    assert.equal(res.errors, undefined, JSON.stringify(res.errors));
    assert.equal(res.data?.clocks.totalCount, 20);
    assert.equal(res.data?.clocks.edges.length, 20);
    assert.ok(res.data?.clocks.edges.every((e: any) => e.node.employee.name && departments.some((d) => d.name === e.node.department.name)));
    assert.deepEqual(pathsSince(h, from).sort(), ['GET /clocks', 'GET /departments', 'GET /employees']);
  });

  test('exportClocks answers an xlsx of the filtered clocks, named in the caller\'s language', async () => {
    const { employeeId } = await employeeWithClock();
    const res = await h.gql(`mutation($filter: ClockFilter) { exportClocks(filter: $filter) { file { fileName mimeType byteSize } userErrors { field code } } }`,
      { token: admin, variables: { filter: { employeeIds: [gid('Employee', employeeId!)] } }, headers: { 'accept-language': 'pt' } });
    const { file, userErrors } = payloadOf(res, 'exportClocks');
    assert.deepEqual(userErrors, []);
    assert.equal(file.mimeType, 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    assert.match(file.fileName, /^marcacoes-\d{4}-\d{2}-\d{2}\.xlsx$/);
    assert.ok(file.byteSize > 1000);
    const bad = await h.gql(`mutation { exportClocks(filter: { from: "yesterday" }) { file { fileName } userErrors { field } } }`, { token: admin });
    assert.deepEqual(payloadOf(bad, 'exportClocks').userErrors.map((e: { field: string[] }) => e.field), [['filter', 'from']]);
  });

  test('simulateClock tells what a clock would do and records nothing', async () => {
    const { token, employeeId } = await employeeWithClock();
    const res = await h.gql(`mutation { simulateClock(input: {}, type: IN) { clock { type geofence } confirmationsNeeded refusal { code } } }`, { token });
    assert.deepEqual(payloadOf(res, 'simulateClock'), { clock: { type: 'IN', geofence: 'NOT_REQUIRED' }, confirmationsNeeded: ['SAME_TYPE_AS_PREVIOUS'], refusal: null });
    assert.equal((await clocksOf(employeeId!)).totalCount, 1);
  });

  test('a clock\'s selfie is a same-origin path answered with the bearer only, to whoever may read the clock', async () => {
    const { token } = await employeeWithClock();
    const clock = payloadOf(await h.gql(CLOCK_IN, { token, variables: { input: { confirm: ['SAME_TYPE_AS_PREVIOUS'] } } }), 'clockIn').clock;
    const boundary = '----gateway-selfie';
    const body = Buffer.concat([Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="selfie"; filename="s.png"\r\nContent-Type: image/png\r\n\r\n`, 'latin1'),
      png([1, 2, 3, 255], { width: 2, height: 2 }), Buffer.from(`\r\n--${boundary}--\r\n`, 'latin1')]);
    const sent = await h.api.request({ method: 'POST', url: `/api/clocks/${clock.databaseId}/selfie`, token, payload: body, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } });
    assert.equal(sent.statusCode, 201, sent.body);
    const res = await h.gql('query($id: ID!) { node(id: $id) { ... on Clock { selfieUrl } } }', { token: admin, variables: { id: clock.id } });
    const url = res.data?.node.selfieUrl as string;
    assert.equal(url, `/graphql/files/selfies/${sent.json().id}`);
    const image = await h.fetch(url, { headers: { authorization: `Bearer ${admin}` } });
    assert.deepEqual([image.status, image.headers.get('content-type')], [200, 'image/png']);
    assert.equal((await h.fetch(url)).status, 401, 'no bearer, no image');
    const stranger = (await h.api.signedIn(['EMPLOYEE'])).token;
    assert.equal((await h.fetch(url, { headers: { authorization: `Bearer ${stranger}` } })).status, 404);
  });
});
