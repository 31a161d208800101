import { downloadOf } from '../files/file.resolvers.ts';
import type { Resolvers } from '../generated/resolvers-types.ts';
import { mutate, renameFields } from '../platform/mutation.ts';
import { FormData } from '../platform/rest-client.ts';
import { idOf } from '../platform/relay.ts';
import { found } from '../platform/sorting.ts';
import { inconsistencyQuery } from './inconsistency.resolvers.ts';

/** The answer reads back at most this many of the archived ones (the count says how many there were). */
const READ_BACK = 100;

/** The period's body names its types `type`. */
const periodFields = renameFields({ type: ['types'] });

export const inconsistencyMutationResolvers: Resolvers = {
  Mutation: {
    archiveInconsistencies: (_, { input }, { rest, loaders }) => mutate(async () => {
      const ids = input.ids.map((id, i) => idOf(id, 'Inconsistency', ['ids', String(i)]));
      const { count } = await rest.send('PUT', '/inconsistencies', { ids, ...(input.comment == null ? {} : { comment: input.comment }) });
      const shown = ids.slice(0, READ_BACK);
      for (const id of shown) loaders.inconsistencyById.clear(id);
      return { archivedCount: count, inconsistencies: found(await loaders.inconsistencyById.loadMany(shown)) };
    }),
    archiveInconsistencyPeriod: async (_, { input }, { rest }) => {
      const dryRun = input.dryRun ?? false;
      const result = await mutate(async () => {
        const body = {
          from: input.from, to: input.to,
          ...(input.types?.length ? { type: [...input.types] } : {}),
          ...(input.departmentId ? { departmentId: idOf(input.departmentId, 'Department', ['departmentId']) } : {}),
          ...(input.employeeId ? { employeeId: idOf(input.employeeId, 'Employee', ['employeeId']) } : {}),
          ...(input.comment == null ? {} : { comment: input.comment }),
        };
        return rest.send('PUT', '/inconsistencies/dates', body, { dryRun });
      }, { fields: periodFields });
      return { dryRun, ...result };
    },
    justifyInconsistency: (_, { input }, { rest, loaders }) => mutate(async () => {
      const id = idOf(input.id, 'Inconsistency');
      if (input.document) {
        const form = new FormData();
        form.append('justified', String(input.justified));
        if (input.comment != null) form.append('comment', input.comment);
        const file = input.document;
        form.append('document', new Blob([await file.arrayBuffer()], { type: file.type || 'application/octet-stream' }), file.name || 'document');
        // The route takes JSON or multipart; the contract's body type names the JSON one only.
        await rest.send('PUT', `/inconsistencies/${id}/justification`, form as never);
      } else {
        await rest.send('PUT', `/inconsistencies/${id}/justification`, { justified: input.justified, ...(input.comment == null ? {} : { comment: input.comment }) });
      }
      loaders.inconsistencyById.clear(id);
      return { inconsistency: await loaders.inconsistencyById.load(id) };
    }),
    exportInconsistencies: (_, filters, { rest }) => mutate(async () => {
      const answer = await rest.download('POST', '/inconsistencies/export', undefined, {}, inconsistencyQuery(filters));
      return { file: downloadOf(answer, 'inconsistencies.xlsx') };
    }, { fields: periodFields }),
  },
};
