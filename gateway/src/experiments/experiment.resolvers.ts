import type { Resolvers } from '../generated/resolvers-types.ts';
import { mutate } from '../platform/mutation.ts';
import type { RestClient } from '../platform/rest-client.ts';

/** One call per request however many fields read the flags: the client de-duplicates the same GET. */
const experiments = async (rest: RestClient) => (await rest.getOne('/experiments')) ?? [];

export const experimentResolvers: Resolvers = {
  Query: {
    experiments: (_, __, { rest }) => experiments(rest),
  },
  Experiment: {
    id: (e) => Buffer.from(`Experiment:${e.key}`).toString('base64'),
  },
  Viewer: {
    experiments: async (_, __, { rest }) => (await experiments(rest)).filter((e) => e.enabled).map((e) => e.key),
  },
  Mutation: {
    setExperimentEnabled: (_, { input }, { rest, access }) => mutate(async () => {
      await rest.send('PUT', `/experiments/${encodeURIComponent(input.key)}`, { enabled: input.enabled });
      rest.forget();
      // The API refused an unknown key (404 EXPERIMENT_NOT_FOUND → userErrors), so the key is listed.
      const experiment = (await experiments(rest)).find((e) => e.key === input.key) ?? null;
      return { experiment, viewer: access.accountId ? { accountId: access.accountId, employeeId: access.employeeId } : null };
    }),
  },
};
