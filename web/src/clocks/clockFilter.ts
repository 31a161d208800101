import { CLOCK_SOURCES, type ClockSource } from '../../../domain/clock.rules.ts';
import { isIsoDate } from '../../../domain/dates.rules.ts';
import type { ClockFacts } from './keepClockList.ts';

/** The list's filters as the address carries them (shareable, back-button friendly); dates are ISO there. */
export interface ClockFilterValues {
  employeeId: string | null;
  departmentId: string | null;
  from: string | null;
  to: string | null;
  source: ClockSource | null;
  showAll: boolean;
}

const isSource = (v: string | null): v is ClockSource => !!v && (CLOCK_SOURCES as readonly string[]).includes(v);
const date = (v: string | null) => (v && isIsoDate(v) ? v : null);

/** `?employee=…&department=…&from=YYYY-MM-DD&to=YYYY-MM-DD&source=WEB&deleted=1`; anything malformed is ignored. */
export function clockFilterFromUrl(params: URLSearchParams): ClockFilterValues {
  const source = params.get('source');
  return {
    employeeId: params.get('employee') || null,
    departmentId: params.get('department') || null,
    from: date(params.get('from')),
    to: date(params.get('to')),
    source: isSource(source) ? source : null,
    showAll: params.get('deleted') === '1',
  };
}

/** The GraphQL `ClockFilter` of those values. */
export function clockFilterInput(f: ClockFilterValues) {
  return {
    employeeIds: f.employeeId ? [f.employeeId] : null,
    departmentId: f.departmentId,
    from: f.from,
    to: f.to,
    sources: f.source ? [f.source] : null,
    showAll: f.showAll,
  };
}

/** Whether a clock just recorded belongs to the list these filters show. */
export const acceptsClock = (f: ClockFilterValues) => (c: ClockFacts): boolean =>
  (!f.employeeId || c.employeeId === f.employeeId) && (!f.departmentId || c.departmentId === f.departmentId)
  && (!f.source || c.source === f.source) && (!f.from || c.date >= f.from) && (!f.to || c.date <= f.to);
