import type { Static } from 'typebox';
import type { AccessScope } from '../platform/auth/access-scope.ts';
import type { Database } from '../platform/db/database.ts';
import { paging, parseIds } from '../platform/paging.ts';
import { listClocks, type ClockFilter } from './clock.repository.ts';
import { boundOf, type ClockListQuery } from './clock.schemas.ts';
import { withTrails } from './clock.service.ts';
import { companyTimeZone } from './clock-time.ts';

export type ClockListParams = Static<typeof ClockListQuery>;

/** A list query as a repository filter; `fixed` narrows it further (an employee's or a department's clocks). */
export async function clockFilter(db: Database, q: ClockListParams, fixed: Partial<ClockFilter> = {}): Promise<ClockFilter> {
  const zone = await companyTimeZone(db);
  return {
    ids: parseIds(q.ids), employeeIds: parseIds(q.employeeIds), departmentId: q.departmentId, campaignIds: parseIds(q.campaignIds),
    from: boundOf('from', q.from, zone), to: boundOf('to', q.to, zone), sources: q.source?.split(','), showAll: q.showAll, ...fixed,
  };
}

/** One page of clocks in `scope`, with their trails, and the total. */
export async function clockPage(db: Database, scope: AccessScope, q: ClockListParams, fixed: Partial<ClockFilter> = {}) {
  const { size, offset } = paging(q);
  const { rows, total } = await listClocks(db, scope, await clockFilter(db, q, fixed), size, offset);
  return { content: await withTrails(db, rows), total };
}
