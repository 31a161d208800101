import type { AccountSortField, Resolvers, RoleRefInput } from '../generated/resolvers-types.ts';
import { prime } from '../platform/loaders.ts';
import { mutate } from '../platform/mutation.ts';
import { fetchConnection, idOf, toGlobalId } from '../platform/relay.ts';
import { found, sortParam } from '../platform/sorting.ts';

const SORT: Record<AccountSortField, string> = { ID: 'id', USERNAME: 'username', EMPLOYEE_CODE: 'employeeCode', CREATED_AT: 'createdAt' };

const roleRefs = (roles: readonly RoleRefInput[] | null | undefined) =>
  roles?.map((r, i) => ({ ...(r.id ? { id: idOf(r.id, 'Role', ['roles', String(i), 'id']) } : {}), ...(r.name ? { name: r.name } : {}) }));

/** Input → REST body: global ids become database ids; absent fields stay absent, nulls clear. */
function accountBody<I extends { id?: string; employeeId?: string | null; roles?: readonly RoleRefInput[] | null }>(input: I) {
  const { id: _id, employeeId, roles, ...rest } = input;
  return {
    ...rest,
    ...(employeeId !== undefined ? { employeeId: employeeId === null ? null : idOf(employeeId, 'Employee', ['employeeId']) } : {}),
    ...(roles !== undefined ? { roles: roleRefs(roles) ?? [] } : {}),
  };
}

export const accountResolvers: Resolvers = {
  Query: {
    accounts: (_, { first, after, filter, orderBy }, { rest, loaders }) => fetchConnection(rest, '/accounts', { first, after }, {
      search: filter?.search, enabled: filter?.enabled,
      roleId: filter?.roleId ? idOf(filter.roleId, 'Role', ['filter', 'roleId']) : undefined,
      sort: sortParam(orderBy, SORT),
    }, loaders.accountById),
  },
  Account: {
    id: (a) => toGlobalId('Account', a.id),
    databaseId: (a) => a.id,
    employee: (a, _, { loaders }) => (a.employeeId ? loaders.employeeById.load(a.employeeId) : null),
    roleNames: (a) => a.roles.map((r) => r.name),
    roles: async (a, _, { loaders }) => found(await loaders.roleById.loadMany(a.roles.map((r) => r.id))),
  },
  Mutation: {
    createAccount: (_, { input }, { rest, loaders }) => mutate(async () => {
      const account = await rest.send('POST', '/accounts', accountBody(input));
      prime(loaders.accountById, [account]);
      return { account };
    }),
    updateAccount: (_, { input }, { rest }) => mutate(async () => {
      const id = idOf(input.id, 'Account');
      await rest.send('PUT', `/accounts/${id}`, accountBody(input));
      return { account: await rest.getOne(`/accounts/${id}`) };
    }),
    resendAccountInvitation: (_, { input }, { rest }) => mutate(async () => {
      const id = idOf(input.id, 'Account');
      await rest.send('POST', `/accounts/${id}/invitation`);
      return { account: await rest.getOne(`/accounts/${id}`) };
    }),
    deleteAccount: (_, { input }, { rest }) => mutate(async () => {
      await rest.send('DELETE', `/accounts/${idOf(input.id, 'Account')}`);
      return { deletedAccountId: input.id };
    }),
    setAccountIdentification: (_, { input }, { rest }) => mutate(async () => {
      const id = idOf(input.id, 'Account');
      await rest.send('POST', `/accounts/${id}/identification`, { identificationMethod: input.identificationMethod, code: input.code ?? undefined });
      return { account: await rest.getOne(`/accounts/${id}`) };
    }),
  },
};
