import DataLoader from 'dataloader';
import { UserInputError } from '../platform/errors.ts';
import { orderByKeys, prime } from '../platform/loaders.ts';
import type { RestClient } from '../platform/rest-client.ts';
import type { ClockDto } from './clock.types.ts';

/** The REST API accepts at most 1000 ids in `?ids=`. */
const MAX_BATCH = 500;

/**
 * `clockById`: one `GET /clocks?ids=…&showAll=true` per batch (deleted clocks too: a node id, or the answer of
 * `deleteClock`, must still find them).
 *
 * `lastClockOf`: an employee's latest clock (not deleted). The API has no "latest clock per employee" list, so a page
 * of N employees costs N calls of `/employees/{id}/clocks?size=1` (accepted for now); the loader makes each
 * employee's call once per request however often the employee appears.
 */
export function clockLoaders(rest: RestClient) {
  const clockById = new DataLoader<number, ClockDto | null>(async (ids) => {
    const page = await rest.getPage('/clocks', { ids: ids.join(','), showAll: true, size: ids.length });
    return orderByKeys(ids, page.content, (clock) => clock.id);
  }, { maxBatchSize: MAX_BATCH });
  const lastClock = async (employeeId: number): Promise<ClockDto | null> => {
    try {
      const clock = (await rest.getPage(`/employees/${employeeId}/clocks`, { size: 1 })).content[0] ?? null;
      if (clock) prime(clockById, [clock]);
      return clock;
    } catch (error) {
      // An employee outside the caller's scope (404) has no last clock to show.
      if (error instanceof UserInputError && error.restCode === 'NOT_FOUND') return null;
      throw error;
    }
  };
  const lastClockOf = new DataLoader<number, ClockDto | null>((employeeIds) =>
    Promise.all(employeeIds.map((id) => lastClock(id).catch((error: unknown) => (error instanceof Error ? error : new Error(String(error)))))));
  return { clockById, lastClockOf };
}


declare module '../platform/loaders.ts' {
  interface Loaders extends ReturnType<typeof clockLoaders> {}
}
