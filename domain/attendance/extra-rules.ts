/**
 * Which extra-hour rules hold on a workday (TIME-AND-ATTENDANCE.md §4, extended §3): enabled, in their effective
 * dates, on their weekdays, matching a clock tag of the day when they name tags, and of the most specific category
 * that has any such rule (employee > cost center > shift > schedule > department > organisation > any), in sequence
 * order. Night rules (the `night` flag, rule 1 by default) give the night bands; the others the extra bands.
 */
import { EXTRA_HOUR_CATEGORY_LEVELS, type ExtraHourRule } from '../extra-hour-policy.ts';
import { weekdayOf } from '../schedule.ts';
import type { ExtraBand, RoundingMethod } from './engine.types.ts';

/** What a workday knows of the employee and its clocks, to match rules against. */
export interface RuleContext {
  date: string;
  employeeId: number;
  departmentId: number | null;
  scheduleId: number | null;
  shiftId: number | null;
  costCenterId: number | null;
  /** the tags of the clocks the workday captured */
  tags: readonly string[];
}

/** A night band of the local day, with the threshold and rounding of its rule. */
export interface NightBand { start: number; end: number; thresholdMinutes: number; rounding: RoundingMethod }

/** The rules of the company and what of the employee they match on, for `computeWorkdays`. */
export interface EmployeeRules {
  employeeId: number;
  departmentId: number | null;
  /** enabled rules of the company (disabled ones are skipped anyway) */
  list: readonly ExtraHourRule[];
}

export interface DayHoursPolicy { extraBands: ExtraBand[]; night: NightBand[] }

/**
 * The band extra minutes no rule claims go to, so that the day's extra total never depends on how the rules cover
 * the day (docs/decisions.md); when no extra rule holds it is the only band.
 */
export const REMAINDER_BAND: ExtraBand = { id: 0, title: 'Extra', start: null, end: null, thresholdMinutes: 0, rounding: 'NONE', ignoreEarlyCheckIn: false };

const specificity = (r: ExtraHourRule) => EXTRA_HOUR_CATEGORY_LEVELS.indexOf(r.categoryLevel);

function matches(r: ExtraHourRule, ctx: RuleContext, weekday: number): boolean {
  if (!r.enabled) return false;
  if ((r.validFrom && ctx.date < r.validFrom) || (r.validTo && ctx.date > r.validTo)) return false;
  if (r.weekdays.length && !r.weekdays.includes(weekday)) return false;
  if (r.clockTags.length && !r.clockTags.some((t) => ctx.tags.includes(t))) return false;
  switch (r.categoryLevel) {
    case 'ANY': case 'ORGANISATION': return true;
    case 'DEPARTMENT': return r.categoryValue === ctx.departmentId;
    case 'SCHEDULE': return r.categoryValue === ctx.scheduleId;
    case 'SHIFT': return r.categoryValue === ctx.shiftId;
    case 'COST_CENTER': return r.categoryValue === ctx.costCenterId;
    case 'EMPLOYEE': return r.categoryValue === ctx.employeeId;
  }
}

/** The rules of the most specific category among those that match, lowest sequence first (then id). */
function mostSpecific(rules: readonly ExtraHourRule[]): ExtraHourRule[] {
  if (!rules.length) return [];
  const level = Math.max(...rules.map(specificity));
  return rules.filter((r) => specificity(r) === level).sort((a, b) => a.sequence - b.sequence || a.id - b.id);
}

export function hoursPolicyFor(rules: readonly ExtraHourRule[], ctx: RuleContext): DayHoursPolicy {
  const weekday = weekdayOf(ctx.date);
  const holding = rules.filter((r) => matches(r, ctx, weekday));
  const extraBands: ExtraBand[] = mostSpecific(holding.filter((r) => !r.night)).map((r) => ({
    id: r.id, title: r.title || r.name, start: r.start, end: r.end, thresholdMinutes: r.thresholdMinutes, rounding: r.rounding, ignoreEarlyCheckIn: r.ignoreEarlyCheckIn,
  }));
  // early check-in ignored by one band is ignored by the remainder too: otherwise it would come back as plain extra
  if (!extraBands.some((b) => b.start === null)) extraBands.push({ ...REMAINDER_BAND, ignoreEarlyCheckIn: extraBands.some((b) => b.ignoreEarlyCheckIn) });
  // a night rule without hours is a whole-day band: every minute worked counts as night
  const night = mostSpecific(holding.filter((r) => r.night)).map((r) => ({
    start: r.start ?? 0, end: r.end ?? 1440, thresholdMinutes: r.thresholdMinutes, rounding: r.rounding,
  }));
  return { extraBands, night };
}
