import type { Resolvers } from '../generated/resolvers-types.ts';
import { prime } from '../platform/loaders.ts';
import { mutate } from '../platform/mutation.ts';
import { fetchConnection, idOf, toGlobalId } from '../platform/relay.ts';

export const roleResolvers: Resolvers = {
  Query: {
    roles: (_, args, { rest, loaders }) => fetchConnection(rest, '/roles', args, {}, loaders.roleById),
    permissions: (_, args, { rest }) => fetchConnection(rest, '/permissions', args),
  },
  Role: {
    id: (r) => toGlobalId('Role', r.id),
    databaseId: (r) => r.id,
    accounts: (r, args, { rest, loaders }) => fetchConnection(rest, '/accounts', args, { roleId: r.id }, loaders.accountById),
  },
  Permission: { databaseId: (p) => p.id },
  Mutation: {
    createRole: (_, { input }, { rest, loaders }) => mutate(async () => {
      const role = await rest.send('POST', '/roles', input);
      prime(loaders.roleById, [role]);
      return { role };
    }),
    updateRole: (_, { input: { id, ...body } }, { rest }) => mutate(async () => {
      const roleId = idOf(id, 'Role');
      await rest.send('PUT', `/roles/${roleId}`, body);
      return { role: await rest.getOne(`/roles/${roleId}`) };
    }),
    deleteRole: (_, { input }, { rest }) => mutate(async () => {
      await rest.send('DELETE', `/roles/${idOf(input.id, 'Role')}`);
      return { deletedRoleId: input.id };
    }),
    setRoleAccounts: (_, { input }, { rest }) => mutate(async () => {
      const roleId = idOf(input.roleId, 'Role', ['roleId']);
      const accountIds = input.accountIds.map((a, i) => idOf(a, 'Account', ['accountIds', String(i)]));
      await rest.send('PUT', `/permissions/${roleId}/accounts`, { accountIds });
      return { role: await rest.getOne(`/roles/${roleId}`) };
    }),
  },
};
