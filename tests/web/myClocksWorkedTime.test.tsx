// The worked-time rule of the clock screen (web/src/my-clocks/workedTime.ts) and the ISO weeks of its history.
import { describe, expect, test } from 'vitest';
import { hoursAndMinutes, workedMs, workedPairs, type TimedClock } from '../../web/src/my-clocks/workedTime.ts';
import { isoWeekNumber, weekEnd, weekStart } from '../../web/src/my-clocks/isoWeek.ts';

const at = (hhmm: string, day = '2026-07-06') => `${day}T${hhmm}:00Z`;
const clock = (type: 'IN' | 'OUT', hhmm: string, day?: string): TimedClock => ({ type, instant: at(hhmm, day) });
const H = 3_600_000;
const M = 60_000;

describe('worked time', () => {
  test('sums each IN→OUT pair, whatever order the clocks come in', () => {
    const day = [clock('OUT', '18:00'), clock('IN', '09:00'), clock('IN', '14:00'), clock('OUT', '13:00')];
    expect(workedMs(day, null)).toBe(8 * H);
    expect(workedPairs(day, null).map((p) => [p.in.instant, p.out?.instant])).toEqual([[at('09:00'), at('13:00')], [at('14:00'), at('18:00')]]);
  });

  test('an open IN counts until now, and nothing when there is no "now" (a past week)', () => {
    const day = [clock('IN', '09:00'), clock('OUT', '12:30'), clock('IN', '13:30')];
    expect(workedMs(day, new Date(at('15:45')))).toBe(3.5 * H + 2 * H + 15 * M);
    expect(workedMs(day, null)).toBe(3.5 * H);
  });

  test('a repeated IN replaces the open one (never days of work from a forgotten OUT); a lone OUT counts nothing', () => {
    const monday = clock('IN', '09:00', '2026-07-06');
    const tuesday = [clock('IN', '09:00', '2026-07-07'), clock('OUT', '17:00', '2026-07-07'), clock('OUT', '17:05', '2026-07-07')];
    expect(workedMs([monday, ...tuesday], null)).toBe(8 * H);
    expect(workedMs([clock('OUT', '08:00')], new Date(at('10:00')))).toBe(0);
  });

  test('a night shift counts across midnight; a clock ahead of the device\'s now never makes time negative', () => {
    expect(workedMs([clock('IN', '22:00', '2026-07-06'), clock('OUT', '06:00', '2026-07-07')], null)).toBe(8 * H);
    expect(workedMs([clock('IN', '10:00')], new Date(at('09:59')))).toBe(0);
  });

  test('nothing worked without clocks; hours and minutes drop the seconds', () => {
    expect(workedMs([], new Date())).toBe(0);
    expect(hoursAndMinutes(7 * H + 5 * M + 59_000)).toEqual({ hours: 7, minutes: 5 });
    expect(hoursAndMinutes(0)).toEqual({ hours: 0, minutes: 0 });
  });
});

describe('ISO weeks', () => {
  test('run Monday to Sunday', () => {
    expect(weekStart('2026-07-08')).toBe('2026-07-06');
    expect(weekStart('2026-07-06')).toBe('2026-07-06');
    expect(weekStart('2026-07-12')).toBe('2026-07-06');
    expect(weekEnd('2026-07-08')).toBe('2026-07-12');
  });

  test('are numbered from the week holding the year\'s first Thursday', () => {
    expect(isoWeekNumber('2026-07-08')).toBe(28);
    expect(isoWeekNumber('2026-01-01')).toBe(1);
    expect(isoWeekNumber('2027-01-01')).toBe(53);
    expect(isoWeekNumber('2024-12-30')).toBe(1);
  });
});
