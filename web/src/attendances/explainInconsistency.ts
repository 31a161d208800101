import type { TFunction } from 'i18next';
import { localTime } from './attendanceDates.ts';
import { hmm } from './workdayState.ts';

interface Explanation {
  readonly rule: string;
  readonly message: string;
  readonly expectedAt?: string | null;
  readonly toleranceMinutes?: number | null;
  readonly clockAt?: string | null;
  readonly window?: { readonly start: string; readonly end: string } | null;
  readonly minutes?: number | null;
}

type Params = Record<string, string | number>;

/**
 * The parameters each rule of domain/attendance/detect.ts is explained with, or null when one is missing (then the
 * server's English message is shown rather than a sentence with holes).
 */
function paramsOf(e: Explanation, timeZone: string, workedMinutes: number | null): Params | null {
  type Key = 'expectedAt' | 'toleranceMinutes' | 'clockAt' | 'minutes';
  const pick = (...keys: Key[]): Params | null => {
    const entries = keys.map((k) => [k, e[k]] as const);
    return entries.every(([, v]) => v !== null && v !== undefined) ? Object.fromEntries(entries) as Params : null;
  };
  switch (e.rule) {
    case 'LATE_AFTER_START': case 'EARLY_BEFORE_END':
      return pick('clockAt', 'expectedAt', 'toleranceMinutes');
    case 'BREAK_TOO_LONG':
      return pick('clockAt', 'expectedAt', 'toleranceMinutes', 'minutes');
    case 'NO_CLOCK_ON_WORKDAY': case 'NO_CLOCK_IN_FIRST_HALF': case 'NO_CLOCK_IN_SECOND_HALF':
      return e.window ? { start: localTime(e.window.start, timeZone), end: localTime(e.window.end, timeZone) } : null;
    case 'IN_WITHOUT_OUT': case 'OUT_WITHOUT_IN': case 'CLOCKED_ON_REST_DAY': case 'CLOCKED_WITHOUT_SCHEDULE':
    case 'CLOCKED_DURING_ABSENCE': case 'CLOCKED_ON_PUBLIC_HOLIDAY':
      return pick('clockAt');
    case 'IN_NEVER_CLOSED': {
      // The tolerance of this rule is the longest shift, in minutes; people read it in hours.
      const p = pick('clockAt', 'toleranceMinutes');
      return p && { clockAt: p.clockAt, hours: Math.round((Number(p.toleranceMinutes) / 60) * 10) / 10 };
    }
    case 'SHORT_OF_DURATION': {
      const p = pick('minutes', 'toleranceMinutes');
      if (!p || workedMinutes === null) return p;
      return { worked: hmm(workedMinutes), due: hmm(workedMinutes + Number(p.minutes)), toleranceMinutes: p.toleranceMinutes };
    }
    default:
      return null;
  }
}

/**
 * Why the engine raised an inconsistency, in the user's language when the rule is known, else its English message.
 * Without the day's worked minutes (a list that does not load the day) a shortfall is told in minutes.
 */
export function explainInconsistency(t: TFunction, e: Explanation, timeZone: string, workedMinutes: number | null): string {
  const params = paramsOf(e, timeZone, workedMinutes);
  if (!params) return e.message;
  const key = e.rule === 'SHORT_OF_DURATION' && workedMinutes === null ? 'SHORT_OF_DURATION_SHORT' : e.rule;
  return t(`attendances:attendances.rules.${key}`, params);
}
