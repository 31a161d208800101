import type { Resolvers } from '../generated/resolvers-types.ts';
import { prime } from '../platform/loaders.ts';
import { mutate } from '../platform/mutation.ts';
import { fetchConnection, idOf, toGlobalId } from '../platform/relay.ts';

export const apiTokenResolvers: Resolvers = {
  Query: {
    apiTokens: (_, args, { rest, loaders }) => fetchConnection(rest, '/tokens', args, {}, loaders.apiTokenById),
  },
  ApiToken: {
    id: (t) => toGlobalId('ApiToken', t.id),
    databaseId: (t) => t.id,
    role: (t, _, { loaders }) => (t.roleId === null ? null : loaders.roleById.load(t.roleId)),
  },
  Mutation: {
    createApiToken: (_, { input }, { rest, loaders }) => mutate(async () => {
      const roleId = idOf(input.roleId, 'Role', ['roleId']);
      // graphql-scalars parses DateTime into a Date at run time, whatever the generated type says.
      const expiresAt = new Date(input.expiresAt as string | Date).toISOString();
      const { token, secret } = await rest.send('POST', '/tokens', { name: input.name, roleId, expiresAt });
      prime(loaders.apiTokenById, [token]);
      return { apiToken: token, secret };
    }),
    revokeApiToken: (_, { input }, { rest }) => mutate(async () => {
      const id = idOf(input.id, 'ApiToken');
      await rest.send('DELETE', `/tokens/${id}`);
      return { apiToken: await rest.getOne(`/tokens/${id}`) };
    }),
  },
};
