import { addDays, weekdayOf, WEEKDAYS } from '../../../domain/schedule.ts';
import type { AccessScope, Actor } from '../platform/auth/access-scope.ts';
import type { Database } from '../platform/db/database.ts';
import { assignScheduleToMany } from '../schedules/assignment.service.ts';
import type { ScheduleInput } from '../schedules/schedule.schemas.ts';
import type { DayInput, ExceptionInput, TimetableInput } from '../../../domain/schedule.rules.ts';
import { createSchedule } from '../schedules/schedule.service.ts';
import { createSite, type SiteInput } from '../sites/site.service.ts';

/** A demo employee as the schedules are chosen: department first, then the city they live in. */
export interface DemoHolder {
  id: number;
  department: string;
  city: string;
  startDate: string;
  /** the demo account's role, when the employee is one of the six demo accounts */
  role?: string;
}

type SiteKey = 'lisbon' | 'porto' | 'paris';
type ScheduleKey = 'office' | 'early' | 'night' | 'flexible' | 'paris';

/** Porto's zone is left to the position, as a user who does not name one gets. */
const SITES: Record<SiteKey, SiteInput & { name: string }> = {
  lisbon: {
    name: 'Lisbon HQ', address: 'Avenida da Liberdade 100, 1250-146 Lisboa', latitude: 38.7205, longitude: -9.1456,
    radius: 150, timeZone: 'Europe/Lisbon',
  },
  porto: { name: 'Porto Warehouse', address: 'Avenida da Boavista 100, 4050-112 Porto', latitude: 41.1579, longitude: -8.6291, radius: 300 },
  paris: {
    name: 'Paris Office', address: '10 Rue du Quatre-Septembre, 75002 Paris', latitude: 48.8686, longitude: 2.3376,
    radius: 100, timeZone: 'Europe/Paris',
  },
};

const MONDAY_TO_FRIDAY = [1, 2, 3, 4, 5];

/** The API's input with the domain's timetable types: the TypeBox static type reads a timetable's `type` as never. */
type DemoSchedule = Omit<ScheduleInput, 'days' | 'exceptions'> & { days: DayInput[]; exceptions?: ExceptionInput[] };

/** All seven weekdays: `work` on `workdays`, rest on the others. */
function week(work: TimetableInput, workdays: readonly number[]): DayInput[] {
  return WEEKDAYS.map((weekday) => ({ weekday, ...(workdays.includes(weekday) ? work : { type: 'REST' as const }) }));
}

/** The five week schedules, built on the sites' ids; the flexible one rests on Christmas Eve of `year`. */
function scheduleInputs(site: Record<SiteKey, number>, year: number): Record<ScheduleKey, DemoSchedule> {
  const tolerance = { toleranceBeforeStart: 15, toleranceAfterStart: 15, toleranceBeforeEnd: 15, toleranceAfterEnd: 15 };
  return {
    office: {
      name: 'Office 09:00–18:00',
      days: week({ type: 'FIXED', dayStart: '09:00', dayEnd: '18:00', breakStart: '13:00', breakEnd: '14:00', ...tolerance, workLocationIds: [site.lisbon] }, MONDAY_TO_FRIDAY),
    },
    early: {
      name: 'Warehouse early shift',
      days: week({ type: 'FIXED', dayStart: '06:00', dayEnd: '14:00', breakDuration: 30, workLocationIds: [site.porto] }, MONDAY_TO_FRIDAY),
    },
    night: {
      name: 'Warehouse night shift',
      nightShift: true,
      days: week({ type: 'FIXED', dayStart: '22:00', dayEnd: '06:00', breakDuration: 30, nightShift: true, workLocationIds: [site.porto] }, MONDAY_TO_FRIDAY),
    },
    flexible: {
      name: 'Flexible engineering',
      days: week({
        type: 'FLEXIBLE', enterMin: '08:00', enterMax: '10:00', exitMin: '16:00', exitMax: '19:00', durationInMinutes: 480,
        remoteWork: true, workLocationIds: [site.lisbon],
      }, MONDAY_TO_FRIDAY),
      exceptions: [{ name: 'Christmas Eve', startDate: `${year}-12-24`, endDate: `${year}-12-24`, timetable: { type: 'REST' } }],
    },
    paris: {
      name: 'Paris office part-time',
      days: week({ type: 'FIXED', dayStart: '09:00', dayEnd: '13:00', workLocationIds: [site.paris] }, [1, 2, 3, 4]),
    },
  };
}

/**
 * Which schedule each employee works: Operations the warehouse early shift (every third of them, the demo accounts
 * aside, the night shift), Engineering flexible hours, those living in Paris or Lyon the Paris office, the others
 * office hours. The demo employee is on office hours; the demo manager gets none (see `periodOf`).
 */
function scheduleOf(people: readonly DemoHolder[]): Map<number, ScheduleKey> {
  let operations = 0;
  const pick = (p: DemoHolder): ScheduleKey | null => {
    if (p.role === 'DEPARTMENT_MANAGER') return null;
    if (p.role === 'EMPLOYEE') return 'office';
    if (p.department === 'Operations') return !p.role && operations++ % 3 === 2 ? 'night' : 'early';
    if (p.department === 'Engineering') return 'flexible';
    return p.city === 'Paris' || p.city === 'Lyon' ? 'paris' : 'office';
  };
  return new Map(people.flatMap((p) => {
    const key = pick(p);
    return key ? [[p.id, key] as const] : [];
  }));
}

/**
 * From their start date or 1 January of last year, whichever is later, until further notice. The demo employee's
 * office hours ended the Sunday before the seeding week, so their profile has a history and no schedule today: the
 * browser tests assign one "from this Monday" there. The demo manager joined less than a year before the seeding
 * day, after 5 January 2026, the date the week-schedules browser test assigns them from: any assignment of theirs
 * would clash with it.
 */
function periodOf(p: DemoHolder, today: string): { validFrom: string; validTo: string | null } {
  const firstDay = `${Number(today.slice(0, 4)) - 1}-01-01`;
  const validFrom = p.startDate > firstDay ? p.startDate : firstDay;
  const lastSunday = addDays(today, -((weekdayOf(today) + 6) % 7) - 1);
  return { validFrom, validTo: p.role === 'EMPLOYEE' ? lastSunday : null };
}

/**
 * Seeds the demo company's sites and week schedules through their services (the API's own checks), then assigns
 * them: one bulk assignment per schedule and period, so the statements grow with the distinct start dates, not the
 * employees. `by` is recorded as the author.
 */
export async function seedDemoSchedules(db: Database, people: readonly DemoHolder[], by: Actor, now: Date): Promise<void> {
  const today = now.toISOString().slice(0, 10);
  const site = {} as Record<SiteKey, number>;
  for (const key of Object.keys(SITES) as SiteKey[]) site[key] = (await createSite(db, SITES[key], now)).id;

  const inputs = scheduleInputs(site, Number(today.slice(0, 4)));
  const schedule = {} as Record<ScheduleKey, number>;
  for (const key of Object.keys(inputs) as ScheduleKey[]) schedule[key] = (await createSchedule(db, by, today, inputs[key] as ScheduleInput)).id;

  const groups = new Map<string, { scheduleId: number; period: { validFrom: string; validTo: string | null }; ids: number[] }>();
  const chosen = scheduleOf(people);
  for (const p of people) {
    const key = chosen.get(p.id);
    if (!key) continue;
    const period = periodOf(p, today);
    const group = `${key} ${period.validFrom} ${period.validTo}`;
    if (!groups.has(group)) groups.set(group, { scheduleId: schedule[key], period, ids: [] });
    groups.get(group)!.ids.push(p.id);
  }
  const scope: AccessScope = { kind: 'company', actor: by };
  for (const g of groups.values()) await assignScheduleToMany(db, scope, g.scheduleId, g.ids, g.period);
}
