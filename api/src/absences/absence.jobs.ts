import type { AppContext } from '../platform/context.ts';
import type { JobDefinition } from '../platform/jobs.ts';
import { companyToday } from '../schedules/assignment.repository.ts';
import { expireProofs } from './absence-request.repository.ts';

/** Absences' background work: every hour, proofs past their deadline make their absence UNJUSTIFIED (core §4). */
export function absenceJobs(ctx: AppContext): JobDefinition[] {
  return [{
    name: 'absences.proof-deadline',
    cron: '25 * * * *',
    run: async () => {
      const now = ctx.now();
      await expireProofs(ctx.db, await companyToday(ctx.db, now), now);
    },
  }];
}
