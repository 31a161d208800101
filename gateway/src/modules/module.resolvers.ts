import type { ModuleCode, Resolvers } from '../generated/resolvers-types.ts';
import { prime } from '../platform/loaders.ts';
import { mutate } from '../platform/mutation.ts';
import { fetchConnection, idOf, toGlobalId } from '../platform/relay.ts';
import type { FeatureDto, ModuleDto } from './module.types.ts';

export const moduleResolvers: Resolvers = {
  Query: {
    modules: async (_, args, { rest, loaders }) => {
      const connection = await fetchConnection<ModuleDto>(rest, '/modules', args);
      prime(loaders.moduleById, connection.edges.map((e) => e.node));
      return connection;
    },
    features: async (_, args, { rest, loaders }) => {
      const connection = await fetchConnection<FeatureDto>(rest, '/features', args);
      prime(loaders.featureById, connection.edges.map((e) => e.node));
      return connection;
    },
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
      return { module: await rest.getOne<ModuleDto>(`/modules/${id}`) };
    }),
  },
};
