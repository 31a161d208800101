import DataLoader from 'dataloader';
import type { ItemOf, ListPath, Page, QueryOf } from './rest-contract.ts';
import type { RestClient } from './rest-client.ts';

/**
 * The per-request loaders, by name. Empty here: each domain adds its own beside its factory
 * (`declare module '../platform/loaders.ts' { interface Loaders extends ReturnType<typeof …Loaders> {} }`),
 * so the context type names every loader without importing a domain.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-interface -- filled by declaration merging
export interface Loaders {}

/** The REST API accepts at most 1000 ids in `?ids=`. */
const MAX_BATCH = 500;

/** Puts batch results in the order of the keys, with `null` for a key the API did not return (absent or hidden). */
export function orderByKeys<K, V>(keys: readonly K[], items: readonly V[], keyOf: (item: V) => K): (V | null)[] {
  const byKey = new Map<K, V>();
  for (const item of items) byKey.set(keyOf(item), item);
  return keys.map((k) => byKey.get(k) ?? null);
}

/** Puts batch results under the keys they belong to, in the order of the keys; a key with none gets `[]`. */
export function groupByKeys<K, V>(keys: readonly K[], items: readonly V[], keyOf: (item: V) => K): V[][] {
  const byKey = new Map<K, V[]>();
  for (const item of items) {
    const group = byKey.get(keyOf(item));
    if (group) group.push(item); else byKey.set(keyOf(item), [item]);
  }
  return keys.map((k) => byKey.get(k) ?? []);
}

/** The list routes a loader can batch: no path parameter, `?ids=`, rows with an id. */
export type BatchPath = {
  [P in ListPath]: P extends `${string}{${string}` ? never : 'ids' extends keyof QueryOf<P, 'get'> ? ItemOf<P> extends { id: number } ? P : never : never;
}[ListPath];

/** A loader over a list route that takes `?ids=`: one REST call per batch, whatever the number of rows. */
export function batchLoader<P extends BatchPath>(rest: RestClient, path: P): DataLoader<number, ItemOf<P> | null> {
  return new DataLoader<number, ItemOf<P> | null>(async (ids) => {
    // Typed for every batch path at once; the rows are those of `P`.
    const page = await rest.getPage(path as BatchPath, { ids: ids.join(','), size: ids.length }) as Page<ItemOf<P> & { id: number }>;
    return orderByKeys(ids, page.content, (item) => item.id);
  }, { maxBatchSize: MAX_BATCH });
}

/** Puts already-fetched rows in a loader, so relation fields that reach them cost no call. */
export function prime<T extends { id: number }>(loader: DataLoader<number, T | null>, items: readonly T[]): void {
  for (const item of items) loader.clear(item.id).prime(item.id, item);
}
