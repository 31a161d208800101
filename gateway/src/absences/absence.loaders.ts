import DataLoader from 'dataloader';
import { UserInputError } from '../platform/errors.ts';
import { batchLoader } from '../platform/loaders.ts';
import type { RestClient } from '../platform/rest-client.ts';
import type { AbsenceEventDto, AbsenceOverlapDto } from './absence.types.ts';

/** Per-request calls for what the API gives one request at a time (the trail, the overlaps): ask them on one item. */
function oneByOne<T>(read: (id: number) => Promise<T | null>) {
  return new DataLoader<number, T | null>((ids) => Promise.all(ids.map(async (id) => {
    try {
      return await read(id);
    } catch (error) {
      return error instanceof UserInputError ? null : (error instanceof Error ? error : new Error(String(error)));
    }
  })));
}

export function absenceLoaders(rest: RestClient) {
  return {
    absenceRequestById: batchLoader(rest, '/absence-requests'),
    absenceTypeById: batchLoader(rest, '/absences-types'),
    absenceEvents: oneByOne<AbsenceEventDto[]>(async (id) => (await rest.getOne(`/absence-requests/${id}`))?.events ?? null),
    absenceOverlaps: oneByOne<AbsenceOverlapDto[]>(async (id) => (await rest.getOne(`/absence-requests/overlap/${id}`)) ?? null),
  };
}

declare module '../platform/loaders.ts' {
  interface Loaders extends ReturnType<typeof absenceLoaders> {}
}
