import type { AccessScope } from '../platform/auth/access-scope.ts';
import { forbidden } from '../platform/errors.ts';

/**
 * Who records or corrects, and when: `now` is the request's instant; `clock` reads the time again (a clock decided
 * again after losing a race takes a later instant, so clocks of one person are in the order they were recorded).
 */
export interface ClockActor { accountId: number | null; now: Date; clock?: () => Date }

/**
 * Nobody corrects, deletes or records for themselves, administrators included: a department manager's scope leaves
 * their own clocks out already; a company-wide caller is told to ask someone else.
 */
export function refuseOwn(scope: AccessScope, employeeId: number): void {
  if (scope.actor.employeeId === employeeId) throw forbidden('You cannot record or correct your own clocks; ask another administrator');
}
