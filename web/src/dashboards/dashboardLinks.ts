import { addDaysIso, todayIso } from '../../../domain/dates.rules.ts';
import { company, dep } from '../platform/routing/accessRules.ts';
import { decideAccess, type AccessRule, type ViewerAccess } from '../platform/routing/decideAccess.ts';
import { weekEnd, weekStart } from '../my-clocks/isoWeek.ts';

export type DashboardScope = 'COMPANY' | 'DEPARTMENT';

/** The pages a dashboard links to, for its scope: the company ones or their dep-* variants (core §2). */
const PAGES: Record<DashboardScope, Record<'inconsistencies' | 'absences' | 'attendances' | 'employees', { path: string; rule: AccessRule }>> = {
  COMPANY: {
    inconsistencies: { path: '/inconsistencies', rule: company('INCONSISTENCIES') },
    absences: { path: '/absences', rule: company('ABSENCES') },
    attendances: { path: '/attendances', rule: company('CLOCKS', 'TIME_AND_ATTENDANCE') },
    employees: { path: '/company/employees', rule: company('EMPLOYEES') },
  },
  DEPARTMENT: {
    inconsistencies: { path: '/dep-inconsistencies', rule: dep('INCONSISTENCIES') },
    absences: { path: '/dep-absences', rule: dep('ABSENCES') },
    attendances: { path: '/dep-attendances', rule: dep('CLOCKS', 'TIME_AND_ATTENDANCE') },
    employees: { path: '/dep-employees', rule: dep('EMPLOYEES') },
  },
};

/**
 * Where each figure of a dashboard leads, with the filters those screens read from the address (inconsistencies: type
 * and dates; absences: tab and dates). A page the viewer may not open gives no link: the tile stays a plain figure.
 */
export function dashboardLinks(scope: DashboardScope, access: ViewerAccess, today = todayIso()) {
  const page = (key: keyof (typeof PAGES)[DashboardScope], search = '') => {
    const { path, rule } = PAGES[scope][key];
    return decideAccess(access, rule) === 'allow' ? `${path}${search}` : null;
  };
  const inconsistencies = (type: string, from: string, to = today) => page('inconsistencies', `?${new URLSearchParams({ from, to, type }).toString()}`);
  return {
    attendances: page('attendances'),
    absencesCalendar: page('absences', '?tab=calendar'),
    absencesThisWeek: page('absences', `?${new URLSearchParams({ tab: 'all', from: weekStart(today), to: weekEnd(today) }).toString()}`),
    lateToday: inconsistencies('LATE_CLOCK', today),
    missingClocks: inconsistencies('CLOCK_MISSING', addDaysIso(today, -1)),
    /** the last `days` days of one type, as the "most frequent" list counts them */
    inconsistencyType: (type: string, days: number) => inconsistencies(type, addDaysIso(today, -(days - 1))),
    employee: (databaseId: number) => page('employees', '') && `${PAGES[scope].employees.path}/${databaseId}`,
  };
}

export type DashboardLinks = ReturnType<typeof dashboardLinks>;
