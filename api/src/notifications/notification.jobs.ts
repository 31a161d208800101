import type { AppContext } from '../platform/context.ts';
import type { JobDefinition } from '../platform/jobs.ts';
import { companyToday } from '../schedules/assignment.repository.ts';
import { deliver } from './notification.delivery.ts';
import { expiryNotices } from './notification.service.ts';

/** One run of the daily look ahead: insurance and subscription ending soon, each announced once (see `expiryNotices`). */
export async function runExpiryNotices(ctx: AppContext, log: { error(obj: unknown, msg?: string): void } = console) {
  const now = ctx.now();
  const today = await companyToday(ctx.db, now);
  const batch = await ctx.db.transaction().execute((trx) => expiryNotices(trx, today, now, ctx.config.publicUrl));
  deliver(ctx, batch, log);
  return batch;
}

/** Notifications' background work: every morning, what ends within the notice period is announced. */
export function notificationJobs(ctx: AppContext): JobDefinition[] {
  return [{ name: 'notifications.expiry', cron: '10 6 * * *', run: () => runExpiryNotices(ctx) }];
}
