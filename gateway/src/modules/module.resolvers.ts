import type { ModuleCode, Resolvers } from '../generated/resolvers-types.ts';
import { mutate } from '../platform/mutation.ts';
import { fetchConnection, idOf, toGlobalId } from '../platform/relay.ts';

export const moduleResolvers: Resolvers = {
  Query: {
    modules: (_, args, { rest, loaders }) => fetchConnection(rest, '/modules', args, {}, loaders.moduleById),
    features: (_, args, { rest, loaders }) => fetchConnection(rest, '/features', args, {}, loaders.featureById),
  },
  Module: {
    id: (m) => toGlobalId('Module', m.id),
    databaseId: (m) => m.id,
    code: (m) => m.code as ModuleCode,
  },
  Feature: {
    id: (f) => toGlobalId('Feature', f.id),
    databaseId: (f) => f.id,
    module: (f, _, { loaders }) => loaders.moduleById.load(f.moduleId),
  },
  Mutation: {
    setModuleEnabled: (_, { input }, { rest }) => mutate(async () => {
      const id = idOf(input.moduleId, 'Module', ['moduleId']);
      await rest.send('PUT', `/modules/${id}`, { enabled: input.enabled });
      return { module: await rest.getOne(`/modules/${id}`) };
    }),
  },
};
