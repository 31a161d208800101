/**
 * Notifications through the graph (issue #17 items 1–2): a manager's inbox as a connection with its total and unread
 * counts, texts in the request's language, `Notification` as a Node (another account's is null), marking some or all
 * read, the mail preferences, and the policies — read by every role, switched by administrators only, an unknown id a
 * userError. A page of the inbox costs one REST call for the list and one for the unread count.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { createDepartment, makeManagerOf } from '../support/factories.ts';
import { dataOf, gid, type Harness, startHarness } from './harness.ts';

let h: Harness;
let admin: string;
before(async () => {
  h = await startHarness();
  admin = (await h.api.signedIn(['ADMIN'])).token;
});
after(async () => { await h.close(); });

const run = async (token: string, q: string, variables?: Record<string, unknown>, headers?: Record<string, string>) =>
  dataOf(await h.gql(q, { token, variables, headers }));

const INBOX = `query($unreadOnly: Boolean) { notifications(unreadOnly: $unreadOnly, first: 10) {
  totalCount unreadCount edges { node { id databaseId type title body link readAt createdAt } } } }`;
const MARK = `mutation($input: MarkNotificationsReadInput!) { markNotificationsRead(input: $input) {
  notifications { id readAt } unreadCount userErrors { field code } } }`;
type Node = { id: string; databaseId: number; type: string; title: string; body: string; link: string | null; readAt: string | null };

/** A department with its manager and a worker who asks for two absences: the manager has two notifications. */
async function managerWithNews() {
  const department = await createDepartment(h.api.db);
  const manager = await h.api.signedIn(['DEPARTMENT_MANAGER'], { departmentId: department.id });
  await makeManagerOf(h.api.db, manager.employeeId!, department.id);
  const worker = await h.api.signedIn(['EMPLOYEE'], { departmentId: department.id });
  for (const day of ['2029-04-02', '2029-04-03']) {
    const res = await h.api.request({ method: 'POST', url: '/api/absence-requests/', token: worker.token, payload: { absenceTypeId: 1, periods: [{ validFrom: day, validTo: day }] } });
    assert.equal(res.statusCode, 201, res.body);
  }
  return { manager, worker };
}

describe('the inbox in the graph', () => {
  test('a connection, newest first, with total and unread counts, in the request\'s language; marked read by ids, then all', async () => {
    const { manager, worker } = await managerWithNews();
    const inbox = (await run(manager.token, INBOX, {}, { 'accept-language': 'pt' })).notifications;
    assert.equal(inbox.totalCount, 2);
    assert.equal(inbox.unreadCount, 2);
    const nodes = inbox.edges.map((e: { node: Node }) => e.node) as Node[];
    assert.deepEqual(nodes.map((n) => [n.type, n.title, n.link]), [['ABSENCE_REQUEST', 'Pedido de ausência', '/dep-absences'], ['ABSENCE_REQUEST', 'Pedido de ausência', '/dep-absences']]);
    assert.match(nodes[0].body, /de 03\/04\/2029 a 03\/04\/2029\.$/, 'the newest first');
    assert.equal(nodes[0].id, gid('Notification', nodes[0].databaseId));

    const node = await run(manager.token, `query($id: ID!) { node(id: $id) { ... on Notification { databaseId title } } }`, { id: nodes[1].id });
    assert.deepEqual(node.node, { databaseId: nodes[1].databaseId, title: 'Absence request' }, 'English without Accept-Language');
    assert.equal((await run(worker.token, 'query($id: ID!) { node(id: $id) { id } }', { id: nodes[1].id })).node, null, 'another account\'s is null');

    const some = (await run(manager.token, MARK, { input: { ids: [nodes[1].id] } })).markNotificationsRead;
    assert.deepEqual(some.userErrors, []);
    assert.equal(some.unreadCount, 1);
    assert.equal(some.notifications.length, 1);
    assert.ok(some.notifications[0].readAt);
    assert.deepEqual((await run(manager.token, INBOX, { unreadOnly: true })).notifications.edges.map((e: { node: Node }) => e.node.id), [nodes[0].id]);

    const theirs = (await run(worker.token, MARK, { input: { ids: [nodes[0].id] } })).markNotificationsRead;
    assert.deepEqual([theirs.notifications, theirs.userErrors], [[], []], 'another account\'s id marks nothing and reads nothing');
    const all = (await run(manager.token, MARK, { input: {} })).markNotificationsRead;
    assert.deepEqual([all.notifications, all.unreadCount], [null, 0]);
    const wrong = (await run(manager.token, MARK, { input: { ids: [gid('Employee', 1)] } })).markNotificationsRead;
    assert.deepEqual(wrong.userErrors.map((e: { field: string[]; code: string }) => [e.field, e.code]), [[['ids', '0'], 'INVALID_ID']]);
  });

  test('a page costs one REST call for the list and one for the unread count, whatever its size', async () => {
    const { manager } = await managerWithNews();
    const from = h.calls.length;
    await run(manager.token, INBOX);
    const paths = h.calls.slice(from).map((c) => c.path.split('?')[0]).sort();
    assert.deepEqual(paths, ['/notifications', '/notifications/count']);
    const bare = h.calls.length;
    await run(manager.token, '{ notifications(first: 5) { totalCount edges { node { title } } } }');
    assert.deepEqual(h.calls.slice(bare).map((c) => c.path.split('?')[0]), ['/notifications'], 'no count call unless asked for');
  });

  test('anonymous callers get UNAUTHENTICATED', async () => {
    const res = await h.gql('{ notifications { totalCount } }');
    assert.equal(res.errors?.[0]?.extensions?.code, 'UNAUTHENTICATED');
  });
});

describe('preferences and policies in the graph', () => {
  test('each account sets its own mail preferences, READ_ONLY included', async () => {
    const readOnly = await h.api.signedIn(['READ_ONLY']);
    const SET = `mutation($input: SetNotificationPreferenceInput!) { setNotificationPreference(input: $input) { preferences { type mail } userErrors { code } } }`;
    const set = (await run(readOnly.token, SET, { input: { type: 'SCHEDULE_CHANGE', mail: true } })).setNotificationPreference;
    assert.deepEqual(set.userErrors, []);
    assert.equal(set.preferences.length, 8);
    assert.deepEqual(set.preferences.filter((p: { mail: boolean }) => p.mail).map((p: { type: string }) => p.type), ['SCHEDULE_CHANGE']);
    const mine = (await run(readOnly.token, '{ notificationPreferences { type mail } }')).notificationPreferences;
    assert.deepEqual(mine, set.preferences);
    const theirs = (await run(admin, '{ notificationPreferences { type mail } }')).notificationPreferences;
    assert.ok(theirs.every((p: { mail: boolean }) => !p.mail), 'another account\'s are its own');
  });

  test('every role reads the 8 policies; administrators switch them; others are FORBIDDEN; an unknown id is a userError', async () => {
    const employee = await h.api.signedIn(['EMPLOYEE']);
    const policies = (await run(employee.token, '{ notificationPolicies { id databaseId type enabled } }')).notificationPolicies;
    assert.deepEqual(policies.map((p: { databaseId: number; type: string }) => [p.databaseId, p.type]).slice(0, 2), [[1, 'ABSENCE_REQUEST'], [2, 'SALARY_REVIEW']]);
    assert.equal(policies.length, 8);
    const SET = `mutation($input: SetNotificationPolicyEnabledInput!) { setNotificationPolicyEnabled(input: $input) {
      notificationPolicy { id type enabled } userErrors { code message } } }`;
    const id = gid('NotificationPolicy', 8);
    const off = (await run(admin, SET, { input: { id, enabled: false } })).setNotificationPolicyEnabled;
    assert.deepEqual(off, { notificationPolicy: { id, type: 'NEW_UPDATE', enabled: false }, userErrors: [] });
    const on = (await run(admin, SET, { input: { id, enabled: true } })).setNotificationPolicyEnabled;
    assert.equal(on.notificationPolicy.enabled, true);
    const node = await run(employee.token, 'query($id: ID!) { node(id: $id) { ... on NotificationPolicy { type enabled } } }', { id });
    assert.deepEqual(node.node, { type: 'NEW_UPDATE', enabled: true });

    const denied = await h.gql(SET, { token: employee.token, variables: { input: { id, enabled: false } } });
    assert.equal(denied.errors?.[0]?.extensions?.code, 'FORBIDDEN');
    const unknown = (await run(admin, SET, { input: { id: gid('NotificationPolicy', 9), enabled: false } })).setNotificationPolicyEnabled;
    assert.deepEqual([unknown.notificationPolicy, unknown.userErrors.map((e: { code: string }) => e.code)], [null, ['NOT_FOUND']]);
  });
});
