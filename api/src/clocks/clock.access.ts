import { accessScope, type AccessScope } from '../platform/auth/access-scope.ts';
import { principalOf } from '../platform/auth/authorize.ts';
import { forbidden } from '../platform/errors.ts';
import type { ClockActor } from './clock-actor.ts';

type FastifyRequest = Parameters<typeof principalOf>[0];

export const CLOCKS_READ = { resource: 'CLOCKS', action: 'READ', module: 'TIME_AND_ATTENDANCE' } as const;
/** Recording one's own clock: anyone with a CLOCKS write (READ_ONLY has none). */
export const CLOCKS_WRITE = { resource: 'CLOCKS', action: 'WRITE', module: 'TIME_AND_ATTENDANCE' } as const;
/** Recording for someone else, correcting and deleting: a company- or department-wide CLOCKS write. */
export const CLOCKS_MANAGE = { ...CLOCKS_WRITE, scopes: ['COMPANY', 'DEPARTMENT'] } as const;

/** Whose clocks the caller reads: everyone, their departments' people and themselves, or their own. */
export const clockReadScope = (request: FastifyRequest): AccessScope => accessScope(principalOf(request), request.scope!);
/** Whose clocks the caller records for or corrects: never their own (a manager's own clocks are corrected by others). */
export const clockManageScope = (request: FastifyRequest): AccessScope => accessScope(principalOf(request), request.scope!, { includeSelf: false });

/** The caller's own employee, for their own clock; an account without one has nobody to clock for. */
export function ownEmployeeId(request: FastifyRequest): number {
  const { employeeId } = principalOf(request);
  if (employeeId === null) throw forbidden('Your account is not linked to an employee, so it has no clocks');
  return employeeId;
}

export const actorOf = (request: FastifyRequest, clock: () => Date): ClockActor => ({ accountId: principalOf(request).accountId, now: clock(), clock });
