import type { Database } from '../../api/src/platform/db/database.ts';
import { SYSTEM_SCOPE } from '../../api/src/platform/auth/access-scope.ts';
import { loadExpectedDays } from '../../api/src/schedules/expected-days.ts';
import { createSchedule } from '../../api/src/schedules/schedule.service.ts';

/**
 * "Which timetable applies" for `count` employees × the 31 days of March 2026 (a DST change in Europe), the load
 * the engine makes for a month: three schedules (fixed with a break, flexible, night shift), every employee
 * assigned, a third of them switching schedule mid-month, one exception and a holiday. Returns printable figures.
 */
export async function benchExpectedDays(db: Database, count = 10_000, runs = 7): Promise<string> {
  const week = (day: Record<string, unknown>) => [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, ...(weekday % 6 === 0 ? { type: 'REST' as const } : day) }));
  const make = (name: string, day: Record<string, unknown>, extra: Record<string, unknown> = {}) =>
    createSchedule(db, SYSTEM_SCOPE.actor, '2026-03-01', { name: `${name} ${Date.now()}`, days: week(day) as never, ...extra });
  const fixed = await make('Bench office', { type: 'FIXED', dayStart: '09:00', dayEnd: '18:00', breakStart: '13:00', breakEnd: '14:00' },
    { exceptions: [{ startDate: '2026-03-20', endDate: '2026-03-20', timetable: { type: 'FREE', durationInMinutes: 240 } }] });
  const flexible = await make('Bench flexible', { type: 'FLEXIBLE', enterMin: '07:00', enterMax: '10:00', exitMin: '15:00', exitMax: '20:00', durationInMinutes: 480 });
  const night = await make('Bench night', { type: 'FIXED', dayStart: '22:00', dayEnd: '06:00', breakDuration: 30 });
  const ids: number[] = [];
  for (let start = 0; start < count; start += 1000) {
    const rows = await db.insertInto('employees').values(Array.from({ length: Math.min(1000, count - start) }, (_, k) => ({
      name: `Expected Person ${start + k}`, email: `expected${start + k}.${Date.now()}@bench.test`, language: 'en', start_date: '2020-01-01',
    })) as never).returning('id').execute();
    ids.push(...rows.map((r) => r.id));
    const assignments = rows.flatMap(({ id }, k) => {
      const schedule = [fixed.id, flexible.id, night.id][k % 3];
      return k % 3 === 0
        ? [{ employee_id: id, schedule_id: schedule, valid_from: '2025-01-01', valid_to: '2026-03-15' }, { employee_id: id, schedule_id: night.id, valid_from: '2026-03-16', valid_to: null }]
        : [{ employee_id: id, schedule_id: schedule, valid_from: '2025-06-01', valid_to: null }];
    });
    await db.insertInto('employee_schedules').values(assignments).execute();
  }
  await db.insertInto('holidays').values({ holiday_date: '2026-03-19', name: 'Bench holiday' }).onConflict((oc) => oc.doNothing()).execute();
  const times: number[] = [];
  let days = 0;
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    const result = await loadExpectedDays(db, ids, '2026-03-01', '2026-03-31');
    times.push(performance.now() - started);
    days = [...result.values()].reduce((n, d) => n + d.length, 0);
  }
  times.sort((a, b) => a - b);
  const median = times[Math.floor(times.length / 2)];
  return `Which timetable applies: ${count.toLocaleString('en')} employees × 31 days (${days.toLocaleString('en')} days resolved, 7 queries whatever the count): `
    + `median ${Math.round(median)} ms, best ${Math.round(times[0])} ms of ${runs} runs (goal < 300 ms on PostgreSQL)`;
}
