import type { AppContext } from '../platform/context.ts';
import type { JobDefinition } from '../platform/jobs.ts';
import { closeEndedDays, drainWorkdayQueue } from './recompute.service.ts';

/**
 * The attendance engine's background work (issue #14 item 2): closing ended days every hour (ABSENT and
 * CLOCK_MISSING become final), and every minute draining workdays a change queued but no process recomputed yet
 * (large changes — a schedule held by thousands — or a replica that stopped before its drain ran).
 */
export function attendanceJobs(ctx: AppContext): JobDefinition[] {
  return [
    { name: 'attendance.close-days', cron: '15 * * * *', run: () => closeEndedDays(ctx.db, ctx.now()) },
    {
      name: 'attendance.drain',
      cron: '* * * * *',
      run: async () => {
        let taken: number;
        do taken = await drainWorkdayQueue(ctx.db, ctx.now(), 1000);
        while (taken >= 1000);
      },
    },
  ];
}
