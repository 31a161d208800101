import { sql } from 'kysely';
import type { Database } from '../platform/db/database.ts';
import { parsed } from './schedule.repository.ts';
import { schedulesFromJson, schedulesJson, type LoadedSchedule } from './schedule-json.ts';

/** A schedule's version as a query reads it beside its id: see `scheduleVersions`. */
export interface ScheduleVersion { id: number; version: string }

/**
 * The versions of the schedules of a CTE named `w` (rows of week_schedules with their `xmin::text as row_version`: a
 * CTE's `*` leaves system columns out), as one JSON column. A version is the row's transaction id and its updated_at: every change of a schedule (its timetables, exceptions and work locations
 * are replaced with it) rewrites that row in the same transaction, so a new version is visible exactly when the
 * change is, in every process.
 */
export const scheduleVersions = sql`coalesce((select json_agg(json_build_object('id', w.id, 'version', w.row_version || '/' || w.updated_at::text)) from w), '[]')`;

/** At most this many schedules are kept; a company has tens. */
const MAX_CACHED = 2000;
const cache = new Map<number, { version: string; schedule: LoadedSchedule }>();

/**
 * The schedules named by `versions`, built from the process's cache when it holds the same version, else read (one
 * query for all those missing) and kept. The clock-in path reads the versions in its one query and the timetables,
 * exceptions and work locations only after a change: they were the heaviest part of every clock (issue #13).
 */
export async function cachedSchedules(db: Database, versions: readonly ScheduleVersion[] | string): Promise<Map<number, LoadedSchedule>> {
  const out = new Map<number, LoadedSchedule>();
  const missing: number[] = [];
  for (const { id, version } of parsed<ScheduleVersion[]>(versions)) {
    const hit = cache.get(id);
    if (hit?.version === version) out.set(id, hit.schedule);
    else missing.push(id);
  }
  if (!missing.length) return out;
  const { rows: [row] } = await sql<{ versions: ScheduleVersion[] | string; schedules: string }>`
    with w as (select *, xmin::text as row_version from week_schedules where id = any(${missing}::int[]))
    select ${scheduleVersions} as versions, ${schedulesJson} as schedules`.execute(db);
  const loaded = schedulesFromJson(row.schedules);
  if (cache.size + missing.length > MAX_CACHED) cache.clear();
  for (const { id, version } of parsed<ScheduleVersion[]>(row.versions)) {
    const schedule = loaded.get(id);
    if (!schedule) continue;
    out.set(id, schedule);
    // Kept under the version read with it (a change between the two reads is then simply read again next time); one
    // without its days is a schedule caught while written outside a transaction, so it is read again next time too.
    if (schedule.days.some(Boolean)) cache.set(id, { version, schedule });
  }
  return out;
}
