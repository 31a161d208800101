import type { AppContext } from '../platform/context.ts';
import { sendInBackground } from '../platform/mailer.ts';
import type { NotificationBatch } from './notification.service.ts';

/**
 * After the transaction that stored them has committed: one live event per stored notification (its recipient's
 * bell), and the mails their preferences ask for, sent off the response path. Never before the commit: a listener
 * reads the row at once, and a rolled-back change must announce nothing.
 */
export function deliver(ctx: AppContext, batch: NotificationBatch, log: { error(obj: unknown, msg?: string): void }): void {
  for (const n of batch.notifications) ctx.live.publish({ kind: 'notification', accountIds: [n.accountId], notificationId: n.id });
  for (const mail of batch.mails) sendInBackground(ctx.mailer, mail, (err) => log.error({ err }, 'a notification mail could not be sent'));
}
