/**
 * Dashboards and live updates through the graph (issue #17): the company and department dashboards' figures, the
 * presence board with its counts, an employee's KPIs, `@defer` streaming the figures after the frame, and the
 * `presenceChanged` subscription over Server-Sent Events, fed by a clock recorded through the API, seen by the
 * department's manager and not by another department's.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { dataOf, gid, type Harness, startHarness, team as teamOf } from './harness.ts';

let h: Harness;
let admin: string;
before(async () => {
  h = await startHarness();
  admin = (await h.api.signedIn(['ADMIN'])).token;
});
after(async () => { await h.close(); });

const run = async (token: string, q: string, variables?: Record<string, unknown>) => dataOf(await h.gql(q, { token, variables }));

const team = () => teamOf(h);
async function clock(employeeId: number, type: 'IN' | 'OUT') {
  const r = await h.api.request({ method: 'POST', url: '/api/clocks/admin', token: admin, payload: { employeeId, type, comment: 'test', confirmed: true } });
  assert.equal(r.statusCode, 201, r.body);
}

const PRESENCE = `query($dep: ID) { presence(departmentId: $dep, first: 50) {
  totalCount counts { present absent excused total }
  edges { node { presence lateToday lastClockType employee { databaseId name } } }
} }`;

describe('dashboards in the graph', () => {
  test('the presence board of a department: who clocked in is present, counts agree with the rows', async () => {
    const { a, worker, manager } = await team();
    await clock(worker.employeeId!, 'IN');
    const board = (await run(admin, PRESENCE, { dep: gid('Department', a.id) })).presence;
    const byId = new Map(board.edges.map((e: { node: { employee: { databaseId: number }; presence: string } }) => [e.node.employee.databaseId, e.node.presence]));
    assert.equal(byId.get(worker.employeeId!), 'PRESENT');
    assert.equal(byId.get(manager.employeeId!), 'ABSENT');
    assert.equal(board.edges[0].node.employee.databaseId, worker.employeeId, 'present first');
    assert.deepEqual([board.counts.present, board.counts.total], [1, board.totalCount]);
  });

  test('a manager\'s department dashboard counts only their department; another department is not reachable', async () => {
    const { b, worker, other, manager } = await team();
    await clock(worker.employeeId!, 'IN');
    await clock(other.employeeId!, 'IN');
    const d = (await run(manager.token, '{ dashboard(scope: DEPARTMENT) { scope presence { present total } today { lateClocks missingClocks absences absencesThisWeek } trend(days: 7) { date present } topInconsistencyTypes { type count } } }')).dashboard;
    assert.equal(d.scope, 'DEPARTMENT');
    assert.deepEqual([d.presence.present, d.presence.total], [1, 2], 'the worker and the manager; not the other department');
    assert.equal(d.trend.length, 7);
    assert.equal(d.trend.at(-1).present, 1, 'today: the worker clocked');
    const res = await h.gql(PRESENCE, { token: manager.token, variables: { dep: gid('Department', b.id) } });
    assert.equal(res.data?.presence ?? null, null, 'another department: nothing');
  });

  test('an employee\'s KPIs: clocks today and the holiday figures', async () => {
    const { worker } = await team();
    await clock(worker.employeeId!, 'IN');
    const kpi = (await run(worker.token, `query($id: ID!) { node(id: $id) { ... on Employee { kpi { clocksToday inconsistencies absenceRequests totalAllowedHolidaysThisYear daysToNextAbsence } } } }`, { id: gid('Employee', worker.employeeId!) })).node.kpi;
    assert.equal(kpi.clocksToday, 1);
    assert.equal(kpi.absenceRequests, 0);
    assert.equal(typeof kpi.totalAllowedHolidaysThisYear, 'number');
  });

  test('@defer: the dashboard\'s frame comes first, its figures in a later part', async () => {
    const res = await h.fetch('/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'multipart/mixed', authorization: `Bearer ${admin}` },
      body: JSON.stringify({ query: '{ dashboard { scope ... @defer(label: "figures") { presence { total } trend(days: 30) { date } } } }' }),
    });
    assert.match(res.headers.get('content-type') ?? '', /multipart\/mixed/);
    const body = await res.text();
    const first = body.indexOf('"scope"');
    const later = body.indexOf('"figures"');
    assert.ok(first >= 0 && later > first, body.slice(0, 400));
    assert.match(body, /"trend":\[(\{"date":"\d{4}-\d{2}-\d{2}"\},?){30}\]/);
  });
});

/** Reads a subscription's SSE response until `count` `next` events arrived or `ms` passed. */
async function nextEvents(res: Response, count: number, ms: number): Promise<unknown[]> {
  const reader = res.body!.getReader();
  const decoder = new TextDecoder();
  const events: unknown[] = [];
  let buffer = '';
  const deadline = Date.now() + ms;
  while (events.length < count && Date.now() < deadline) {
    const chunk = await Promise.race([reader.read(), new Promise<null>((r) => setTimeout(() => r(null), deadline - Date.now()))]);
    if (!chunk || chunk.done) break;
    buffer += decoder.decode(chunk.value, { stream: true });
    for (let end = buffer.indexOf('\n\n'); end >= 0; end = buffer.indexOf('\n\n')) {
      const block = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      const data = block.split('\n').filter((l) => l.startsWith('data:')).map((l) => l.slice(5)).join('\n');
      if (block.includes('event: next') && data) events.push(JSON.parse(data));
    }
  }
  await reader.cancel();
  return events;
}

function subscribe(token: string, query: string, signal: AbortSignal) {
  return h.fetch('/graphql', {
    method: 'POST', signal,
    headers: { 'content-type': 'application/json', accept: 'text/event-stream', authorization: `Bearer ${token}` },
    body: JSON.stringify({ query }),
  });
}

describe('presenceChanged over Server-Sent Events', () => {
  test('a clock reaches the department\'s manager at once; another department\'s clock does not', async () => {
    const { worker, other, manager } = await team();
    const abort = new AbortController();
    const res = await subscribe(manager.token, 'subscription { presenceChanged { presence { presence employee { databaseId } } } }', abort.signal);
    assert.equal(res.status, 200);
    assert.match(res.headers.get('content-type') ?? '', /text\/event-stream/);
    const started = Date.now();
    const reading = nextEvents(res, 1, 3000);
    await new Promise((r) => setTimeout(r, 100));
    await clock(other.employeeId!, 'IN');
    await clock(worker.employeeId!, 'IN');
    const events = await reading;
    abort.abort();
    assert.deepEqual(events.map((e) => (e as { data: { presenceChanged: { presence: { presence: string; employee: { databaseId: number } } } } }).data.presenceChanged.presence),
      [{ presence: 'PRESENT', employee: { databaseId: worker.employeeId } }]);
    assert.ok(Date.now() - started < 2000, `arrived after ${Date.now() - started} ms`);
  });

  test('an anonymous subscriber is refused', async () => {
    const res = await h.fetch('/graphql', {
      method: 'POST', headers: { 'content-type': 'application/json', accept: 'text/event-stream' },
      body: JSON.stringify({ query: 'subscription { presenceChanged { presence { presence } } }' }),
    });
    const text = await res.text();
    assert.match(text, /UNAUTHENTICATED|FORBIDDEN|errors/);
    assert.doesNotMatch(text, /"presenceChanged":\{/);
  });
});
