import type { EngineDay } from '../../../domain/attendance/engine.types.ts';
import { addDays, minutesOf } from '../../../domain/schedule.ts';
import { resolveWallTime } from '../../../domain/schedule-instants.ts';
import { loadEngineInputs } from '../attendance/attendance.repository.ts';
import { recomputeWorkdays } from '../attendance/recompute.service.ts';
import type { Database } from '../platform/db/database.ts';

/** How many days back the demo company has clocked (and today, up to the seeding moment). */
const DAYS_BACK = 14;

const hhmm = (m: number) => `${String(Math.floor(m / 60) % 24).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;

/** A deterministic spread in [0, n) for an employee and a date, so a reseed gives the same demo. */
const spread = (employeeId: number, date: string, salt: number, n: number) => {
  let h = employeeId * 2654435761 + salt * 40503;
  for (const c of date) h = Math.imul(h ^ c.charCodeAt(0), 16777619);
  return Math.abs(h) % n;
};

type Clock = { type: 'IN' | 'OUT'; date: string; minute: number };

/**
 * The clocks a demo employee makes on a day of their timetable, on five-minute marks (so no generated day can be
 * mistaken for one a browser test makes): usually on time, sometimes late, now and then the last OUT forgotten, and
 * one day in thirty not at all. Minutes past midnight roll over to the next date (night shifts).
 */
function clocksOfDay(employeeId: number, day: EngineDay): Clock[] {
  const t = day.timetable;
  if (!t || day.publicHoliday || (t.type !== 'FIXED' && t.type !== 'FLEXIBLE')) return [];
  const roll = spread(employeeId, day.date, 1, 30);
  if (roll === 0) return []; // absent
  const early = 5 * spread(employeeId, day.date, 2, 3);
  const late = roll % 9 === 1 ? 20 + 5 * spread(employeeId, day.date, 3, 4) : 0;
  const stay = 5 * spread(employeeId, day.date, 4, 5);
  let start: number; let end: number; let pause: [number, number] | null = null;
  if (t.type === 'FIXED') {
    start = minutesOf(t.dayStart);
    end = minutesOf(t.dayEnd) + (minutesOf(t.dayEnd) <= start ? 1440 : 0);
    if (t.breakStart && t.breakEnd) pause = [minutesOf(t.breakStart), minutesOf(t.breakEnd)];
  } else {
    start = minutesOf(t.enterMin) + 30 + 5 * spread(employeeId, day.date, 5, 12);
    pause = [12 * 60 + 30, 13 * 60 + 15];
    end = start + t.durationInMinutes + 45;
  }
  const clocks: Clock[] = [{ type: 'IN', date: day.date, minute: start - early + late }];
  if (pause) clocks.push({ type: 'OUT', date: day.date, minute: pause[0] }, { type: 'IN', date: day.date, minute: pause[1] });
  if (roll % 13 !== 2) clocks.push({ type: 'OUT', date: day.date, minute: end + stay });
  return clocks.map((c) => (c.minute >= 1440 ? { ...c, date: addDays(c.date, 1), minute: c.minute - 1440 } : c));
}

/**
 * Two weeks of clocks for the demo company (but those `without`, and today those `notToday`: the demo accounts clock
 * for themselves, in the browser tests too), made from each person's own timetable, then the engine run over those days for everyone, so the attendance grid, the inconsistencies and
 * the badges show what a real company's would: mostly complete days, some late arrivals, forgotten clocks, absences.
 */
export async function seedDemoClocks(
  db: Database, employeeIds: readonly number[], now: Date, { without = [] as readonly number[], notToday = [] as readonly number[] } = {},
): Promise<void> {
  const today = now.toISOString().slice(0, 10);
  const from = addDays(today, -DAYS_BACK);
  const to = today;
  const { inputs } = await loadEngineInputs(db, employeeIds, from, to);
  const rows = [];
  for (const [employeeId, input] of inputs) {
    if (without.includes(employeeId)) continue;
    let seq = 0;
    for (const day of input.days) {
      if (day.date < from || day.date > to) continue;
      for (const c of clocksOfDay(employeeId, day)) {
        const instant = resolveWallTime(c.date, hhmm(c.minute), day.timeZone).instant;
        // today's clocks up to the seeding moment (those at work now show as such), but for those who clock themselves
        if (instant > now || (c.date === today && notToday.includes(employeeId))) continue;
        rows.push({
          employee_id: employeeId, department_id: input.rules.departmentId, type: c.type, instant, received_at: instant, time_zone: day.timeZone, local_date: c.date,
          local_time: `${hhmm(c.minute)}:00`, source: 'WEB', identification: 'userpass', geofence: 'NOT_REQUIRED', seq: ++seq,
        });
      }
    }
  }
  for (let i = 0; i < rows.length; i += 2000) await db.insertInto('clocks').values(rows.slice(i, i + 2000)).execute();
  await recomputeWorkdays(db, employeeIds, from, to, now);
}
