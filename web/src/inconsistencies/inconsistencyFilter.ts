import { isIsoDate } from '../../../domain/dates.rules.ts';
import { INCONSISTENCY_TYPES, type InconsistencyType } from '../../../domain/work-items.ts';

/** Pending work or what was archived (RESOLVED: by a person, or by the engine when the condition went away). */
export type InconsistencyTab = 'pending' | 'archived';

/** The list's filters as the address carries them (shareable, back-button friendly); dates are ISO there. */
export interface InconsistencyFilterValues {
  tab: InconsistencyTab;
  from: string | null;
  to: string | null;
  type: InconsistencyType | null;
  departmentId: string | null;
  employeeId: string | null;
  /** one row per employee with the counts, items unfolded on demand */
  grouped: boolean;
}

export const NO_FILTERS: Omit<InconsistencyFilterValues, 'tab' | 'grouped'> = { from: null, to: null, type: null, departmentId: null, employeeId: null };

const isType = (v: string | null): v is InconsistencyType => !!v && (INCONSISTENCY_TYPES as readonly string[]).includes(v);
const date = (v: string | null) => (v && isIsoDate(v) ? v : null);

/** `?tab=archived&from=YYYY-MM-DD&to=…&type=LATE_CLOCK&department=…&employee=…&group=employee`; anything malformed is ignored. */
export function inconsistencyFilterFromUrl(params: URLSearchParams): InconsistencyFilterValues {
  const type = params.get('type');
  return {
    tab: params.get('tab') === 'archived' ? 'archived' : 'pending',
    from: date(params.get('from')),
    to: date(params.get('to')),
    type: isType(type) ? type : null,
    departmentId: params.get('department') || null,
    employeeId: params.get('employee') || null,
    grouped: params.get('group') === 'employee',
  };
}

/** The address of those values (the default ones left out). */
export function inconsistencySearch(v: InconsistencyFilterValues): string {
  const search = new URLSearchParams();
  const entries: Array<[string, string | null]> = [['tab', v.tab === 'archived' ? 'archived' : null], ['from', v.from], ['to', v.to],
    ['type', v.type], ['department', v.departmentId], ['employee', v.employeeId], ['group', v.grouped ? 'employee' : null]];
  for (const [k, value] of entries) if (value) search.set(k, value);
  return search.size ? `?${search.toString()}` : '';
}

/** Whose inconsistencies a screen shows: the company's, the managed departments', or one's own. */
export type InconsistencyScope = 'company' | 'department' | 'own';

/**
 * The GraphQL list arguments of the values. The own screen names the person (a manager's own are not in the work
 * list); a period whose end comes before its start is not sent (the filter says why).
 */
export function inconsistencyArgs(v: InconsistencyFilterValues, ownEmployeeId: string | null) {
  const ordered = !(v.from && v.to && v.to < v.from);
  return {
    status: v.tab === 'archived' ? 'RESOLVED' as const : 'PENDING' as const,
    from: ordered ? v.from : null,
    to: ordered ? v.to : null,
    types: v.type ? [v.type] : null,
    departmentId: ownEmployeeId ? null : v.departmentId,
    employeeId: ownEmployeeId ?? v.employeeId,
  };
}

export type InconsistencyArgs = ReturnType<typeof inconsistencyArgs>;
