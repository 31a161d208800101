import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { ANONYMOUS, decide, grants, type ViewerAccess } from '../../gateway/src/platform/access.ts';
import { fieldPath } from '../../gateway/src/platform/errors.ts';
import { orderByKeys } from '../../gateway/src/platform/loaders.ts';
import { fromGlobalId, pageWindow, toConnection, toGlobalId } from '../../gateway/src/platform/relay.ts';
import { DEFAULT_ROLE_AUTHORITIES } from '../../domain/index.ts';

const viewer = (roles: string[], authorities: string[], modules: string[] = ['BASE']): ViewerAccess =>
  ({ ...ANONYMOUS, signedIn: true, accountId: 1, employeeId: 1, roles, authorities: new Set(authorities), modules: new Set(modules) });

describe('access decisions from the domain matrix', () => {
  test('a scoped authority is granted by any of its scopes unless the directive narrows them', () => {
    const manager = new Set(DEFAULT_ROLE_AUTHORITIES.DEPARTMENT_MANAGER);
    assert.equal(grants(manager, 'EMPLOYEES_READ'), true, 'DEP_EMPLOYEES_READ counts');
    assert.equal(grants(manager, 'EMPLOYEES_READ', ['COMPANY']), false);
    assert.equal(grants(manager, 'ACCOUNTS_READ', ['COMPANY']), false);
    assert.equal(grants(manager, 'FEATURE_CLOCK'), true, 'feature authorities are held as such');
    assert.equal(grants(new Set(DEFAULT_ROLE_AUTHORITIES.ADMIN), 'MODULES_WRITE'), false);
    assert.equal(grants(new Set(DEFAULT_ROLE_AUTHORITIES.SUPER_ADMIN), 'MODULES_WRITE'), true);
  });

  test('roles, modules and authorities each refuse with their own code; anonymous is UNAUTHENTICATED', () => {
    const admin = viewer(['ADMIN'], [...DEFAULT_ROLE_AUTHORITIES.ADMIN]);
    assert.equal(decide(admin, { roles: ['ADMIN', 'SUPER_ADMIN'] }), null);
    assert.equal(decide(admin, { roles: ['SUPER_ADMIN'] })?.extensions.code, 'FORBIDDEN');
    assert.equal(decide(admin, { module: 'CAMPAIGN' })?.extensions.code, 'MODULE_DISABLED');
    assert.equal(decide(admin, { authority: { name: 'ROLES_WRITE' } }), null);
    assert.equal(decide(viewer(['EMPLOYEE'], [...DEFAULT_ROLE_AUTHORITIES.EMPLOYEE]), { authority: { name: 'ROLES_WRITE' } })?.extensions.code, 'FORBIDDEN');
    assert.equal(decide(ANONYMOUS, {})?.extensions.code, 'UNAUTHENTICATED');
    assert.equal(decide({ ...admin, authorities: null }, { authority: { name: 'ROLES_READ' } })?.extensions.code, 'FORBIDDEN', 'fails closed');
  });
});

describe('shared helpers', () => {
  test('batch results come back in key order, misses as null', () => {
    assert.deepEqual(orderByKeys([3, 1, 2], [{ id: 1 }, { id: 3 }], (x) => x.id), [{ id: 3 }, { id: 1 }, null]);
  });

  test('subError fields become paths', () => {
    assert.deepEqual(fieldPath('taxAddress.country'), ['taxAddress', 'country']);
    assert.deepEqual(fieldPath('roles[0].id'), ['roles', '0', 'id']);
    assert.equal(fieldPath('body'), null);
  });

  test('global ids round-trip and reject garbage', () => {
    assert.deepEqual(fromGlobalId(toGlobalId('Employee', 42)), { type: 'Employee', id: 42 });
    assert.equal(fromGlobalId('not-an-id'), null);
  });

  test('windows map to one REST page, aligned or not', () => {
    assert.deepEqual(pageWindow({ first: 10 }), { start: 0, count: 10, page: 0, size: 10 });
    const cursor = toConnection({ content: Array.from({ length: 10 }, (_, i) => i), page: { number: 0, size: 10, totalElements: 30, totalPages: 3 } }, pageWindow({ first: 10 })).pageInfo.endCursor;
    assert.deepEqual(pageWindow({ first: 10, after: cursor }), { start: 10, count: 10, page: 1, size: 10 });
    const w = pageWindow({ first: 7, after: Buffer.from('cursor:12').toString('base64') });
    assert.ok(Math.floor(w.start / w.size) === w.page && w.start + w.count <= (w.page + 1) * w.size);
    assert.throws(() => pageWindow({ first: 101 }), /at most 100/);
  });
});
