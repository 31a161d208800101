import { accessScope } from '../platform/auth/access-scope.ts';
import { principalOf } from '../platform/auth/authorize.ts';

/** Who may reach the schedule routes: SCHEDULES in the caller's scope, behind the TIME_AND_ATTENDANCE module. */
export const SCHEDULES_READ = { resource: 'SCHEDULES', action: 'READ', module: 'TIME_AND_ATTENDANCE' } as const;
export const SCHEDULES_WRITE = { resource: 'SCHEDULES', action: 'WRITE', module: 'TIME_AND_ATTENDANCE' } as const;

/** The caller's SCHEDULES scope, computed once per request from its principal. */
export const scheduleScopeOf = (request: Parameters<typeof principalOf>[0]) => accessScope(principalOf(request), request.scope!);
