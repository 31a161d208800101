import { SYSTEM_SCOPE } from '../platform/auth/access-scope.ts';
import type { AppContext } from '../platform/context.ts';
import { findRequest } from './absence-request.repository.ts';

/**
 * After a request is made, decided or cancelled (the live stream): the work to decide changed for its department, and
 * the person's presence may have (an absence approved or cancelled for today makes them excused, or not).
 */
export async function publishPending(ctx: AppContext, requestId: number): Promise<void> {
  const row = await findRequest(ctx.db, SYSTEM_SCOPE, requestId);
  if (!row) return;
  ctx.live.publish({ kind: 'pending', employeeId: row.requesterId, departmentId: row.departmentId });
  ctx.live.publish({ kind: 'presence', employeeId: row.requesterId, departmentId: row.departmentId });
}
