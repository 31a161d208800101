import DataLoader from 'dataloader';
import { groupByKeys } from '../platform/loaders.ts';
import type { RestClient } from '../platform/rest-client.ts';
import type { AttendanceRowDto } from './attendance.types.ts';

/** The REST API takes at most 1000 employee ids per call. */
const MAX_BATCH = 1000;

/**
 * `workdaysOf`: an employee's workdays over a period, keyed `from|to|employeeId`. One `GET /attendances?employeeIds=…`
 * per period in a batch, however many employees a page shows.
 */
export function attendanceLoaders(rest: RestClient) {
  const workdaysOf = new DataLoader<string, AttendanceRowDto['days'] | null>(async (keys) => {
    const byPeriod = new Map<string, number[]>();
    for (const key of keys) {
      const [from, to, id] = key.split('|');
      byPeriod.set(`${from}|${to}`, [...(byPeriod.get(`${from}|${to}`) ?? []), Number(id)]);
    }
    const rows = new Map<string, AttendanceRowDto['days']>();
    await Promise.all([...byPeriod].map(async ([period, ids]) => {
      const [from, to] = period.split('|');
      const page = await rest.getPage('/attendances', { from, to, employeeIds: ids.join(','), size: ids.length });
      for (const row of page.content) rows.set(`${period}|${row.employeeId}`, row.days);
    }));
    return groupByKeys(keys, [...rows.keys()], (k) => k).map((found, i) => (found.length ? rows.get(keys[i])! : null));
  }, { maxBatchSize: MAX_BATCH });
  return { workdaysOf };
}

declare module '../platform/loaders.ts' {
  interface Loaders extends ReturnType<typeof attendanceLoaders> {}
}
