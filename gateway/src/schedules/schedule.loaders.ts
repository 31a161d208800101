import DataLoader from 'dataloader';
import { batchLoader, groupByKeys, orderByKeys } from '../platform/loaders.ts';
import type { RestClient } from '../platform/rest-client.ts';
import type { ExpectedDayDto, ScheduleAssignmentDto } from './schedule.types.ts';

/** One loader per distinct argument set (e.g. a date range), made on first use within the request: `.for(key)`. */
function perArguments<L extends { clearAll(): unknown }>(make: (key: string) => L) {
  const made = new Map<string, L>();
  return {
    for(key: string): L {
      let loader = made.get(key);
      if (!loader) made.set(key, loader = make(key));
      return loader;
    },
    clearAll(): void { for (const loader of made.values()) loader.clearAll(); },
  };
}

/**
 * Week schedules by id, assignments by id, and per employee (for a page of employees): their assignments over a
 * range, their current one and what applies on dates — one REST call per batch, whatever the number of employees.
 */
export const scheduleLoaders = (rest: RestClient) => ({
  weekScheduleById: batchLoader(rest, '/schedules'),
  scheduleAssignmentById: new DataLoader<number, ScheduleAssignmentDto | null>(async (ids) =>
    orderByKeys(ids, await rest.getOne('/schedule-assignments', { ids: ids.join(',') }) ?? [], (a) => a.id), { maxBatchSize: 500 }),
  /** `${from}|${to}` (either may be empty), or 'current'. */
  scheduleAssignmentsOf: perArguments((range: string) => new DataLoader<number, ScheduleAssignmentDto[]>(async (employeeIds) => {
    const [from, to] = range.split('|');
    const query = range === 'current' ? { current: true } : { ...(from ? { from } : {}), ...(to ? { to } : {}) };
    const rows = await rest.getOne('/schedule-assignments', { employeeIds: employeeIds.join(','), ...query }) ?? [];
    return groupByKeys(employeeIds, rows, (r) => r.employeeId);
  }, { maxBatchSize: 500 })),
  /** `${from}|${to}`. */
  expectedDaysOf: perArguments((range: string) => new DataLoader<number, ExpectedDayDto[] | null>(async (employeeIds) => {
    const [from, to] = range.split('|');
    const rows = await rest.getOne('/expected-days', { employeeIds: employeeIds.join(','), from, to }) ?? [];
    return orderByKeys(employeeIds, rows, (r) => r.employeeId).map((r) => r?.days ?? null);
  }, { maxBatchSize: 500 })),
});


declare module '../platform/loaders.ts' {
  interface Loaders extends ReturnType<typeof scheduleLoaders> {}
}
