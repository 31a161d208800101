import type { AppContext } from '../platform/context.ts';
import type { JobDefinition } from '../platform/jobs.ts';
import { companyToday } from '../schedules/assignment.repository.ts';
import { deliver } from './notification.delivery.ts';
import { API_VERSION } from '../platform/version.ts';
import { expiryNotices, updateNotice } from './notification.service.ts';

/** One run of the daily look ahead: insurance and subscription ending soon, each announced once (see `expiryNotices`). */
export async function runExpiryNotices(ctx: AppContext, log: { error(obj: unknown, msg?: string): void } = console) {
  const now = ctx.now();
  const today = await companyToday(ctx.db, now);
  const batch = await ctx.db.transaction().execute((trx) => expiryNotices(trx, today, now, ctx.config.publicUrl));
  deliver(ctx, batch, log);
  return batch;
}

/** A version of Pontual not announced yet (the first one an installation runs is only recorded). */
export async function runUpdateNotice(ctx: AppContext, version = API_VERSION, log: { error(obj: unknown, msg?: string): void } = console) {
  const batch = await ctx.db.transaction().execute((trx) => updateNotice(trx, version, ctx.now(), ctx.config.publicUrl));
  deliver(ctx, batch, log);
  return batch;
}

/** Notifications' background work: every morning, what ends within the notice period; every hour, a new version. */
export function notificationJobs(ctx: AppContext): JobDefinition[] {
  return [
    { name: 'notifications.expiry', cron: '10 6 * * *', run: () => runExpiryNotices(ctx) },
    { name: 'notifications.update', cron: '5 * * * *', run: () => runUpdateNotice(ctx) },
  ];
}
