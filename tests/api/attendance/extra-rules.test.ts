/**
 * Extra-hour rules in the engine (issue #14 item 4, TIME-AND-ATTENDANCE.md §4): which rules hold on a workday (enabled,
 * effective dates, weekdays, clock tags, the most specific category, then sequence) and what they make of a day's
 * extra and night minutes (bands in order, thresholds, rounding on local minutes, early check-in ignored, the
 * remainder band that keeps the total). A golden table: each row a day, its rules and the figures a payroll clerk
 * would write down.
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { hoursPolicyFor, type RuleContext } from '../../../domain/attendance/extra-rules.ts';
import { computeWorkdays } from '../../../domain/attendance/workday.ts';
import { DEFAULT_POLICY, type EngineClock } from '../../../domain/attendance/engine.types.ts';
import { extraHourRuleDefaults, type ExtraHourRule } from '../../../domain/extra-hour-policy.ts';
import { clock, fixed, threeDays } from './engine-fixtures.ts';

let nextId = 10;
function rule(overrides: Partial<ExtraHourRule>): ExtraHourRule {
  return { id: nextId++, name: 'Rule', categoryLevel: 'ANY', ...extraHourRuleDefaults(), ...overrides };
}
const NIGHT = rule({ id: 1, name: 'Night hours', title: 'Night', night: true, start: 1320, end: 420 });
const ctx = (overrides: Partial<RuleContext> = {}): RuleContext => ({
  date: '2026-03-10', employeeId: 7, departmentId: 5, scheduleId: 3, shiftId: null, costCenterId: null, tags: [], ...overrides,
});
const titles = (rules: readonly ExtraHourRule[], c: RuleContext = ctx()) => hoursPolicyFor(rules, c).extraBands.map((b) => b.title);

describe('which rules hold on a workday', () => {
  const rows: [string, ExtraHourRule[], RuleContext, string[]][] = [
    ['no rule: every extra minute in the remainder band', [], ctx(), ['Extra']],
    ['a whole-day rule takes every minute: no remainder', [rule({ name: 'Overtime' })], ctx(), ['Overtime']],
    ['a band rule leaves the rest of the day to the remainder', [rule({ name: 'Evening', start: 1080, end: 1200 })], ctx(), ['Evening', 'Extra']],
    ['the report title names the band when set', [rule({ name: 'Evening rule', title: 'Evening 25%', start: 1080, end: 1200 })], ctx(), ['Evening 25%', 'Extra']],
    ['lowest sequence first', [rule({ name: 'B', sequence: 2, start: 0, end: 600 }), rule({ name: 'A', sequence: 1, start: 1080, end: 1200 })], ctx(), ['A', 'B', 'Extra']],
    ['the department\'s rules replace the company\'s', [rule({ name: 'Company' }), rule({ name: 'Dept 5', categoryLevel: 'DEPARTMENT', categoryValue: 5 })], ctx(), ['Dept 5']],
    ['another department\'s rule does not hold', [rule({ name: 'Company' }), rule({ name: 'Dept 6', categoryLevel: 'DEPARTMENT', categoryValue: 6 })], ctx(), ['Company']],
    ['the employee\'s rule beats the department\'s', [rule({ name: 'Dept 5', categoryLevel: 'DEPARTMENT', categoryValue: 5 }), rule({ name: 'Ana', categoryLevel: 'EMPLOYEE', categoryValue: 7 })], ctx(), ['Ana']],
    ['the schedule\'s beats the department\'s', [rule({ name: 'Dept 5', categoryLevel: 'DEPARTMENT', categoryValue: 5 }), rule({ name: 'Sched 3', categoryLevel: 'SCHEDULE', categoryValue: 3 })], ctx(), ['Sched 3']],
    ['organisation beats any', [rule({ name: 'Any' }), rule({ name: 'Org', categoryLevel: 'ORGANISATION' })], ctx(), ['Org']],
    ['a disabled rule is skipped', [rule({ name: 'Off', enabled: false })], ctx(), ['Extra']],
    ['not yet effective', [rule({ name: 'Later', validFrom: '2026-03-11' })], ctx(), ['Extra']],
    ['no longer effective', [rule({ name: 'Earlier', validTo: '2026-03-09' })], ctx(), ['Extra']],
    ['effective on its first and last day', [rule({ name: 'Day', validFrom: '2026-03-10', validTo: '2026-03-10' })], ctx(), ['Day']],
    ['weekend rule on a Tuesday', [rule({ name: 'Weekend', weekdays: [6, 0] })], ctx(), ['Extra']],
    ['weekend rule on a Saturday', [rule({ name: 'Weekend', weekdays: [6, 0] })], ctx({ date: '2026-03-14' }), ['Weekend']],
    ['a tagged rule without the tag', [rule({ name: 'On call', clockTags: ['ON_CALL'] })], ctx(), ['Extra']],
    ['a tagged rule with a clock so tagged', [rule({ name: 'On call', clockTags: ['ON_CALL'] })], ctx({ tags: ['X', 'ON_CALL'] }), ['On call']],
    ['a specific rule that does not match leaves the general ones', [rule({ name: 'Any' }), rule({ name: 'Ana weekends', categoryLevel: 'EMPLOYEE', categoryValue: 7, weekdays: [0] })], ctx(), ['Any']],
  ];
  for (const [name, rules, c, expected] of rows) test(name, () => assert.deepEqual(titles(rules, c), expected));

  test('night bands come from night rules only, the most specific category winning', () => {
    assert.deepEqual(hoursPolicyFor([NIGHT], ctx()).night.map((n) => [n.start, n.end]), [[1320, 420]]);
    assert.deepEqual(hoursPolicyFor([], ctx()).night, [], 'rule 1 disabled: no night minutes');
    const deptNight = rule({ name: 'Dept night', night: true, categoryLevel: 'DEPARTMENT', categoryValue: 5, start: 1380, end: 360 });
    assert.deepEqual(hoursPolicyFor([NIGHT, deptNight], ctx()).night.map((n) => [n.start, n.end]), [[1380, 360]]);
    assert.deepEqual(titles([NIGHT]), ['Extra'], 'a night rule is not an extra band');
  });
});

/** A Tuesday 09:00–18:00 without a break, Lisbon; clocks in local time; the rules of the row. */
function figures(rules: ExtraHourRule[], clocks: EngineClock[], date = '2026-03-10') {
  const days = threeDays({ date, timetable: fixed({ breakStart: null, breakEnd: null, breakDuration: 0 }), clocks, now: new Date('2026-04-01T00:00:00Z') });
  const [, d] = computeWorkdays(days, clocks, DEFAULT_POLICY, new Date('2026-04-01T00:00:00Z'), undefined, { employeeId: 7, departmentId: 5, list: rules });
  return { extra: Object.fromEntries(d.extra.map((e) => [e.title, e.minutes])), total: d.extraMinutes, night: d.nightMinutes };
}
const day8to2030 = [clock(1, 'IN', '2026-03-10 08:00'), clock(2, 'OUT', '2026-03-10 20:30')];

describe('what the rules make of a day', () => {
  const EVENING = { name: 'Evening', start: 1080, end: 1200, sequence: 1 };
  const LATE = { name: 'Late', start: 1200, end: 1440, sequence: 2 };
  test('08:00–20:30 on a 09–18 day: evening 120, late 30, the early hour in the remainder; total 210', () => {
    assert.deepEqual(figures([rule(EVENING), rule(LATE), NIGHT], day8to2030), { extra: { Evening: 120, Late: 30, Extra: 60 }, total: 210, night: 0 });
  });
  test('a band at its threshold counts nothing; above it, all of it', () => {
    assert.deepEqual(figures([rule({ ...EVENING, thresholdMinutes: 120 }), rule(LATE)], day8to2030).extra, { Evening: 0, Late: 30, Extra: 60 });
    assert.deepEqual(figures([rule({ ...EVENING, thresholdMinutes: 119 }), rule(LATE)], day8to2030).extra, { Evening: 120, Late: 30, Extra: 60 });
  });
  test('rounding per band, after the threshold, on local minutes', () => {
    const late = (rounding: ExtraHourRule['rounding']) => figures([rule(EVENING), rule({ ...LATE, rounding })], day8to2030).extra.Late;
    assert.deepEqual(['NONE', 'DOWN_15', 'UP_15', 'UP_60', 'NEAREST_60', 'NEAREST_30', 'DOWN_30'].map((r) => late(r as ExtraHourRule['rounding'])), [30, 30, 30, 60, 60, 30, 30]);
    const late45 = [clock(1, 'IN', '2026-03-10 09:00'), clock(2, 'OUT', '2026-03-10 20:45')];
    const r = (rounding: ExtraHourRule['rounding']) => figures([rule(EVENING), rule({ ...LATE, rounding })], late45).extra.Late;
    assert.deepEqual(['DOWN_30', 'UP_30', 'NEAREST_30', 'NEAREST_60', 'DOWN_60', 'UP_60'].map((x) => r(x as ExtraHourRule['rounding'])), [30, 60, 60, 60, 0, 60]);
  });
  test('ignoring early check-in: the hour before 09:00 is not extra in any band', () => {
    assert.deepEqual(figures([rule({ name: 'Overtime', ignoreEarlyCheckIn: true })], day8to2030), { extra: { Overtime: 150 }, total: 150, night: 0 });
    assert.deepEqual(figures([rule({ ...EVENING, ignoreEarlyCheckIn: true })], day8to2030).extra, { Evening: 120, Extra: 30 }, 'nor in the remainder');
  });
  test('night minutes from the night rule, with its threshold and rounding', () => {
    const evening = [clock(1, 'IN', '2026-03-10 09:00'), clock(2, 'OUT', '2026-03-10 23:20')];
    assert.equal(figures([NIGHT], evening).night, 80);
    assert.equal(figures([{ ...NIGHT, rounding: 'DOWN_60' }], evening).night, 60);
    assert.equal(figures([{ ...NIGHT, thresholdMinutes: 90 }], evening).night, 0);
    assert.equal(figures([], evening).night, 0, 'no night rule enabled');
    assert.equal(figures([NIGHT], evening).total, 320, 'a minute is both extra and night');
  });
  test('a tagged clock brings its rule in', () => {
    const tagged = [{ ...clock(1, 'IN', '2026-03-10 09:00'), tag: 'ON_CALL' }, clock(2, 'OUT', '2026-03-10 19:00')];
    const onCall = rule({ name: 'On call', clockTags: ['ON_CALL'] });
    assert.deepEqual(figures([onCall], tagged).extra, { 'On call': 60 });
    assert.deepEqual(figures([onCall], [clock(1, 'IN', '2026-03-10 09:00'), clock(2, 'OUT', '2026-03-10 19:00')]).extra, { Extra: 60 });
  });
  test('without rules the engine keeps the policy\'s bands (the pure engine\'s default)', () => {
    const days = threeDays({ date: '2026-03-10', timetable: fixed({ breakStart: null, breakEnd: null, breakDuration: 0 }), clocks: day8to2030, now: new Date('2026-04-01T00:00:00Z') });
    const [, d] = computeWorkdays(days, day8to2030, DEFAULT_POLICY, new Date('2026-04-01T00:00:00Z'));
    assert.equal(d.extraMinutes, 210);
    assert.deepEqual(figures([NIGHT], day8to2030), { extra: { Extra: 210 }, total: 210, night: 0 }, 'the seeded rules give the same figures');
  });
});
