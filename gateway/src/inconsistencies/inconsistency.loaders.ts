import DataLoader from 'dataloader';
import { UserInputError } from '../platform/errors.ts';
import { orderByKeys } from '../platform/loaders.ts';
import type { RestClient } from '../platform/rest-client.ts';
import type { InconsistencyDto, InconsistencyEventDto } from './inconsistency.types.ts';

/** The REST API accepts at most 1000 ids in `?ids=`. */
const MAX_BATCH = 500;

/**
 * `inconsistencyById`: one `GET /inconsistencies?ids=…` per batch (the API reads ids in everything the caller may read,
 * their own included), for `node(id:)`/`nodes(ids:)` and the answers of the mutations.
 *
 * `inconsistencyEvents`: an inconsistency's trail. The API gives it only one by one (`GET /inconsistencies/{id}`), so a
 * list asking `events` costs one call per row: the schema says to ask it on one item.
 */
export function inconsistencyLoaders(rest: RestClient) {
  const inconsistencyById = new DataLoader<number, InconsistencyDto | null>(async (ids) => {
    const page = await rest.getPage('/inconsistencies', { ids: ids.join(','), size: ids.length });
    return orderByKeys(ids, page.content, (row) => row.id);
  }, { maxBatchSize: MAX_BATCH });
  const inconsistencyEvents = new DataLoader<number, InconsistencyEventDto[] | null>((ids) => Promise.all(ids.map(async (id) => {
    try {
      return (await rest.getOne(`/inconsistencies/${id}`))?.events ?? null;
    } catch (error) {
      return error instanceof UserInputError ? null : (error instanceof Error ? error : new Error(String(error)));
    }
  })));
  return { inconsistencyById, inconsistencyEvents };
}

declare module '../platform/loaders.ts' {
  interface Loaders extends ReturnType<typeof inconsistencyLoaders> {}
}
