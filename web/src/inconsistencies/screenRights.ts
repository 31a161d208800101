import type { ViewerAccess } from '../platform/routing/decideAccess.ts';
import type { InconsistencyScope } from './inconsistencyFilter.ts';

/** Which of the three screens an address is: `/my-inconsistencies`, `/dep-inconsistencies`, else the company's. */
export function scopeOf(pathname: string): InconsistencyScope {
  if (pathname.startsWith('/my-')) return 'own';
  if (pathname.startsWith('/dep-')) return 'department';
  return 'company';
}

/** What the screen offers; the API decides again (core §6: a manager never archives their own, READ_ONLY writes nothing). */
export interface ScreenRights {
  archive: boolean;
  justify: boolean;
  /** the attendance grid a day links to, when the viewer may open it */
  attendancePath: string | null;
}

export function screenRights(scope: InconsistencyScope, access: ViewerAccess): ScreenRights {
  const has = (a: string) => access.permissions.includes(a);
  const modules = access.enabledModules.includes('TIME_AND_ATTENDANCE');
  switch (scope) {
    case 'company':
      return { archive: has('INCONSISTENCIES_WRITE'), justify: has('INCONSISTENCIES_WRITE'), attendancePath: has('CLOCKS_READ') && modules ? '/attendances' : null };
    case 'department':
      return { archive: has('DEP_INCONSISTENCIES_WRITE'), justify: has('DEP_INCONSISTENCIES_WRITE'), attendancePath: has('DEP_CLOCKS_READ') && modules ? '/dep-attendances' : null };
    default:
      return { archive: false, justify: has('MY_INCONSISTENCIES_WRITE'), attendancePath: null };
  }
}
