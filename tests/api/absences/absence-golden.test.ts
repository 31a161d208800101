/**
 * The pure absence rules (TIME-AND-ATTENDANCE.md §5, core §4 and §9), no database: how many days a period counts,
 * which periods clash, the overall status of the two decision levels and who may still decide, and the holiday
 * balance with carry-over. Golden tables written by hand, then a few fast-check properties.
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import fc from 'fast-check';
import { daysByYear, periodDays, periodsOverlap, type AbsencePeriod, type DayKind } from '../../../domain/absences/absence-days.ts';
import {
  decide, decisionRefusal, levelsNeeded, overallStatus, submitted, type DecisionLevel, type JustificationState, type RequestState,
} from '../../../domain/absences/absence-workflow.ts';
import { balanceOf, type CarryOverRule, type YearFacts } from '../../../domain/absences/absence-balance.ts';
import { addDays, weekdayOf } from '../../../domain/schedule.ts';
import type { AbsenceRequestStatus } from '../../../domain/work-items.ts';

/** Monday to Friday work, weekends rest, the given dates public holidays. */
const calendar = (...holidays: string[]) => (d: string): DayKind => (holidays.includes(d) ? 'HOLIDAY' : weekdayOf(d) % 6 === 0 ? 'REST' : 'WORK');
const p = (validFrom: string, validTo: string, extra: Partial<AbsencePeriod> = {}): AbsencePeriod =>
  ({ validFrom, validTo, coverage: 'FULL', dayScope: 'FULL_DAY', ...extra });
const half = (from: string, to: string, dayPeriod: 'MORNING' | 'AFTERNOON' | null = 'MORNING') => p(from, to, { coverage: 'PERIOD', dayPeriod });
const within = (from: string, to: string, startTime: string, endTime: string) => p(from, to, { dayScope: 'PERIOD_IN_DAY', startTime, endTime });

// Monday 10 March 2031 … Sunday 16 March 2031; Wednesday 12 a public holiday where named.
const MON = '2031-03-10', TUE = '2031-03-11', WED = '2031-03-12', FRI = '2031-03-14', SAT = '2031-03-15', SUN = '2031-03-16';

describe('periodDays: the days a period counts', () => {
  const rows: [string, AbsencePeriod, (d: string) => DayKind, boolean, number][] = [
    ['one working day', p(MON, MON), calendar(), false, 1],
    ['Monday to Friday', p(MON, FRI), calendar(), false, 5],
    ['a whole week: the weekend is left out', p(MON, SUN), calendar(), false, 5],
    ['a whole week with a public holiday on Wednesday', p(MON, SUN), calendar(WED), false, 4],
    ['a weekend alone counts nothing', p(SAT, SUN), calendar(), false, 0],
    ['a public holiday alone counts nothing', p(WED, WED), calendar(WED), false, 0],
    ['half days Monday to Friday: 0.5 each', half(MON, FRI), calendar(), false, 2.5],
    ['half days over a week with a holiday', half(MON, SUN, 'AFTERNOON'), calendar(WED), false, 2],
    ['a period within the day: 0.5', within(TUE, TUE, '09:00', '11:00'), calendar(), false, 0.5],
    ['a period within the day on a holiday: 0', within(WED, WED, '09:00', '11:00'), calendar(WED), false, 0],
    ['a half day on a Saturday: 0', half(SAT, SAT), calendar(), false, 0],
    ['a timetable resting on Mondays: Monday is not counted', p(MON, FRI), (d) => (d === MON ? 'REST' : calendar()(d)), false, 4],
    ['calendar days: a week is 7', p(MON, SUN), calendar(), true, 7],
    ['calendar days: the holiday and the weekend count', p(MON, SUN), calendar(WED), true, 7],
    ['calendar days: a weekend is 2', p(SAT, SUN), calendar(), true, 2],
    ['calendar days of half days: a week is 3.5', half(MON, SUN), calendar(), true, 3.5],
  ];
  for (const [name, period, kindOf, calendarDays, expected] of rows) {
    test(`${name} → ${expected}`, () => assert.equal(periodDays(period, kindOf, calendarDays), expected));
  }
});

describe('daysByYear: a period across 31/12 books part in each year', () => {
  // Mon 30 Dec 2030 … Fri 3 Jan 2031, New Year's Day a public holiday
  const kinds = calendar('2031-01-01');
  const rows: [string, AbsencePeriod[], boolean, [number, number][]][] = [
    ['working days: two in 2030, two in 2031 (the holiday left out)', [p('2030-12-30', '2031-01-03')], false, [[2030, 2], [2031, 2]]],
    ['calendar days: two in 2030, three in 2031', [p('2030-12-30', '2031-01-03')], true, [[2030, 2], [2031, 3]]],
    ['half days: 1 and 1', [half('2030-12-30', '2031-01-03')], false, [[2030, 1], [2031, 1]]],
    ['several periods add up per year', [p('2030-12-30', '2030-12-30'), p('2031-01-02', '2031-01-06'), half('2031-01-07', '2031-01-07')], false, [[2030, 1], [2031, 3.5]]],
    ['a period on rest days only books no year', [p('2031-01-04', '2031-01-05')], false, []],
  ];
  for (const [name, periods, calendarDays, expected] of rows) {
    test(name, () => assert.deepEqual([...daysByYear(periods, kinds, calendarDays)].sort(), expected));
  }
});

describe('periodsOverlap: which periods clash', () => {
  const rows: [string, AbsencePeriod, AbsencePeriod, boolean][] = [
    ['periods on different dates', p(MON, TUE), p(WED, FRI), false],
    ['periods sharing one date', p(MON, WED), p(WED, FRI), true],
    ['the morning and the afternoon of one day do not clash', half(TUE, TUE, 'MORNING'), half(TUE, TUE, 'AFTERNOON'), false],
    ['the same half of one day clashes', half(TUE, TUE, 'AFTERNOON'), half(TUE, TUE, 'AFTERNOON'), true],
    ['a half without its half named is a morning', half(TUE, TUE, null), half(TUE, TUE, 'MORNING'), true],
    ['an unnamed half and an afternoon do not clash', half(TUE, TUE, null), half(TUE, TUE, 'AFTERNOON'), false],
    ['mornings of a week and afternoons of overlapping dates do not clash', half(MON, FRI, 'MORNING'), half(TUE, SUN, 'AFTERNOON'), false],
    ['a full day and a half day clash', p(TUE, TUE), half(TUE, TUE, 'AFTERNOON'), true],
    ['09:00–11:00 and 11:00–13:00 only touch', within(TUE, TUE, '09:00', '11:00'), within(TUE, TUE, '11:00', '13:00'), false],
    ['09:00–11:00 and 10:30–12:00 cross', within(TUE, TUE, '09:00', '11:00'), within(TUE, TUE, '10:30', '12:00'), true],
    ['the same times on different dates', within(MON, MON, '09:00', '11:00'), within(TUE, TUE, '09:00', '11:00'), false],
    ['a period within the day and a full day clash', within(TUE, TUE, '15:00', '16:00'), p(MON, FRI), true],
  ];
  for (const [name, a, b, expected] of rows) {
    test(`${name} → ${expected}`, () => {
      assert.equal(periodsOverlap(a, b), expected);
      assert.equal(periodsOverlap(b, a), expected, 'the same either way round');
    });
  }
});

const S = (levels: DecisionLevel[], adminStatus: AbsenceRequestStatus, managerStatus: AbsenceRequestStatus, justification: JustificationState = 'NONE', cancelled = false): RequestState =>
  ({ levels, adminStatus, managerStatus, justification, cancelled });

describe('the two decision levels', () => {
  test('levelsNeeded: every approval × whether the department has a manager', () => {
    const rows: [Parameters<typeof levelsNeeded>[0], boolean, DecisionLevel[]][] = [
      ['NONE', true, []], ['NONE', false, []],
      ['HR', true, ['ADMIN']], ['HR', false, ['ADMIN']],
      ['MANAGER', true, ['MANAGER']], ['MANAGER', false, ['ADMIN']],
      ['BOTH', true, ['ADMIN', 'MANAGER']], ['BOTH', false, ['ADMIN']],
    ];
    for (const [approval, hasManager, expected] of rows) assert.deepEqual(levelsNeeded(approval, hasManager), expected, `${approval}, manager ${hasManager}`);
  });

  test('overallStatus with both levels: every adminStatus × managerStatus', () => {
    const answers = ['PENDING', 'UNDER_ANALYSIS', 'APPROVED', 'REJECTED'] as const;
    // rows: adminStatus; columns: managerStatus in the order of `answers`
    const expected: Record<string, string[]> = {
      PENDING: ['PENDING', 'PENDING', 'PENDING', 'REJECTED'],
      UNDER_ANALYSIS: ['PENDING', 'UNDER_ANALYSIS', 'UNDER_ANALYSIS', 'REJECTED'],
      APPROVED: ['PENDING', 'UNDER_ANALYSIS', 'APPROVED', 'REJECTED'],
      REJECTED: ['REJECTED', 'REJECTED', 'REJECTED', 'REJECTED'],
    };
    for (const a of answers) answers.forEach((m, i) => assert.equal(overallStatus(S(['ADMIN', 'MANAGER'], a, m)), expected[a][i], `admin ${a}, manager ${m}`));
  });

  test('overallStatus with one level: the other level\'s answer is ignored', () => {
    for (const s of ['PENDING', 'UNDER_ANALYSIS', 'APPROVED', 'REJECTED'] as const) {
      assert.equal(overallStatus(S(['ADMIN'], s, 'REJECTED')), s, `HR alone says ${s}`);
      assert.equal(overallStatus(S(['MANAGER'], 'REJECTED', s)), s, `the manager alone says ${s}`);
    }
    assert.equal(overallStatus(S([], 'PENDING', 'PENDING')), 'APPROVED', 'no level: approved');
  });

  test('overallStatus: cancelled wins; once all approved the justification state shows', () => {
    assert.equal(overallStatus(S(['ADMIN', 'MANAGER'], 'APPROVED', 'APPROVED', 'NONE', true)), 'CANCELLED');
    assert.equal(overallStatus(S(['ADMIN'], 'REJECTED', 'PENDING', 'NONE', true)), 'CANCELLED');
    for (const j of ['PENDING_JUST', 'JUSTIFIED', 'UNJUSTIFIED'] as const) {
      assert.equal(overallStatus(S(['ADMIN', 'MANAGER'], 'APPROVED', 'APPROVED', j)), j);
      assert.equal(overallStatus(S([], 'APPROVED', 'APPROVED', j)), j);
    }
    assert.equal(overallStatus(S(['ADMIN', 'MANAGER'], 'APPROVED', 'PENDING', 'PENDING_JUST')), 'PENDING', 'a proof waits for the approval');
  });

  test('decisionRefusal: administrators while PENDING or UNDER_ANALYSIS; managers also while PENDING_JUST or APPROVED', () => {
    const both = (status: string): RequestState => ({
      PENDING: S(['ADMIN', 'MANAGER'], 'PENDING', 'PENDING'), UNDER_ANALYSIS: S(['ADMIN', 'MANAGER'], 'UNDER_ANALYSIS', 'UNDER_ANALYSIS'),
      APPROVED: S(['ADMIN', 'MANAGER'], 'APPROVED', 'APPROVED'), PENDING_JUST: S(['ADMIN', 'MANAGER'], 'APPROVED', 'APPROVED', 'PENDING_JUST'),
      JUSTIFIED: S(['ADMIN', 'MANAGER'], 'APPROVED', 'APPROVED', 'JUSTIFIED'), UNJUSTIFIED: S(['ADMIN', 'MANAGER'], 'APPROVED', 'APPROVED', 'UNJUSTIFIED'),
      REJECTED: S(['ADMIN', 'MANAGER'], 'REJECTED', 'PENDING'), CANCELLED: S(['ADMIN', 'MANAGER'], 'PENDING', 'PENDING', 'NONE', true),
    })[status]!;
    const table: [string, 'ok' | 'NOT_DECIDABLE', 'ok' | 'NOT_DECIDABLE'][] = [
      ['PENDING', 'ok', 'ok'], ['UNDER_ANALYSIS', 'ok', 'ok'], ['APPROVED', 'NOT_DECIDABLE', 'ok'], ['PENDING_JUST', 'NOT_DECIDABLE', 'ok'],
      ['JUSTIFIED', 'NOT_DECIDABLE', 'NOT_DECIDABLE'], ['UNJUSTIFIED', 'NOT_DECIDABLE', 'NOT_DECIDABLE'],
      ['REJECTED', 'NOT_DECIDABLE', 'NOT_DECIDABLE'], ['CANCELLED', 'NOT_DECIDABLE', 'NOT_DECIDABLE'],
    ];
    for (const [status, admin, manager] of table) {
      assert.equal(overallStatus(both(status)), status);
      assert.equal(decisionRefusal('ADMIN', both(status)) ?? 'ok', admin, `ADMIN on ${status}`);
      assert.equal(decisionRefusal('MANAGER', both(status)) ?? 'ok', manager, `MANAGER on ${status}`);
    }
    assert.equal(decisionRefusal('ADMIN', S(['MANAGER'], 'APPROVED', 'PENDING')), 'LEVEL_NOT_NEEDED');
    assert.equal(decisionRefusal('MANAGER', S(['ADMIN'], 'PENDING', 'APPROVED')), 'LEVEL_NOT_NEEDED');
    assert.equal(decisionRefusal('MANAGER', S([], 'APPROVED', 'APPROVED')), 'LEVEL_NOT_NEEDED');
  });

  test('decide and submitted: a request walks through its levels to APPROVED, or to PENDING_JUST when it needs a proof', () => {
    let s = submitted(['ADMIN', 'MANAGER'], false);
    assert.deepEqual([s.adminStatus, s.managerStatus, overallStatus(s)], ['PENDING', 'PENDING', 'PENDING']);
    s = decide(s, 'MANAGER', 'APPROVED', false);
    assert.equal(overallStatus(s), 'PENDING');
    s = decide(s, 'ADMIN', 'UNDER_ANALYSIS', false);
    assert.equal(overallStatus(s), 'UNDER_ANALYSIS');
    s = decide(s, 'ADMIN', 'APPROVED', false);
    assert.equal(overallStatus(s), 'APPROVED');
    assert.equal(overallStatus(decide(s, 'MANAGER', 'REJECTED', false)), 'REJECTED', 'a manager may still reject an approved one');

    const proof = decide(submitted(['ADMIN'], true), 'ADMIN', 'APPROVED', true);
    assert.deepEqual([proof.justification, overallStatus(proof)], ['PENDING_JUST', 'PENDING_JUST']);
    const judged = { ...proof, justification: 'JUSTIFIED' as const };
    assert.equal(overallStatus(decide(judged, 'MANAGER', 'APPROVED', true)), 'JUSTIFIED', 'a later approval keeps the verdict');
    assert.equal(decide(judged, 'ADMIN', 'REJECTED', true).justification, 'NONE', 'a rejection drops the proof state');

    assert.equal(overallStatus(submitted([], false)), 'APPROVED', 'no level: approved at once');
    assert.equal(overallStatus(submitted([], true)), 'PENDING_JUST', 'no level but a proof needed');
    const hrOnly = submitted(['ADMIN'], false);
    assert.deepEqual([hrOnly.adminStatus, hrOnly.managerStatus], ['PENDING', 'APPROVED'], 'a level not needed starts approved');
  });
});

const fact = (year: number, allowed: number, approved = 0, o: Partial<YearFacts> = {}): YearFacts =>
  ({ year, allowed, approved, approvedByExpiry: 0, taken: approved, pending: 0, ...o });
const NO_RULE: CarryOverRule = { capDays: null, expiresOn: null };
const pick = (b: ReturnType<typeof balanceOf>) => ({ carried: b.carried, expired: b.expired, remaining: b.remaining, notTakenLastYear: b.notTakenLastYear });

describe('balanceOf: the holiday balance with carry-over', () => {
  const history = [fact(2030, 22, 10), fact(2031, 22, 5, { pending: 2 })];
  const rows: [string, YearFacts[], CarryOverRule, string, ReturnType<typeof pick>][] = [
    ['no cap: all 12 unused days carry', history, NO_RULE, '2031-06-01', { carried: 12, expired: 0, remaining: 27, notTakenLastYear: 0 }],
    ['a cap of 5: 5 carry, 7 are lost at the year end', history, { capDays: 5, expiresOn: null }, '2031-06-01', { carried: 5, expired: 0, remaining: 20, notTakenLastYear: 7 }],
    ['a cap of 0: nothing carries', history, { capDays: 0, expiresOn: null }, '2031-06-01', { carried: 0, expired: 0, remaining: 15, notTakenLastYear: 12 }],
    ['expiry not reached yet: carried days still count', [fact(2030, 22, 10), fact(2031, 22, 5, { pending: 2, approvedByExpiry: 3 })], { capDays: null, expiresOn: '03-31' }, '2031-03-31',
      { carried: 12, expired: 0, remaining: 27, notTakenLastYear: 0 }],
    ['expiry passed, 3 carried days used by then: 9 expire', [fact(2030, 22, 10), fact(2031, 22, 5, { pending: 2, approvedByExpiry: 3 })], { capDays: null, expiresOn: '03-31' }, '2031-04-01',
      { carried: 12, expired: 9, remaining: 18, notTakenLastYear: 0 }],
    ['expiry passed, more used by then than carried: nothing expires', [fact(2030, 22, 20), fact(2031, 22, 6, { approvedByExpiry: 6 })], { capDays: null, expiresOn: '03-31' }, '2031-12-01',
      { carried: 2, expired: 0, remaining: 18, notTakenLastYear: 0 }],
    ['pending days of last year are held, not carried', [fact(2030, 22, 10, { pending: 4 }), fact(2031, 22)], NO_RULE, '2031-06-01',
      { carried: 8, expired: 0, remaining: 30, notTakenLastYear: 0 }],
    ['three years chained without a cap', [fact(2029, 22, 20), fact(2030, 22, 10), fact(2031, 22)], NO_RULE, '2031-06-01', { carried: 14, expired: 0, remaining: 36, notTakenLastYear: 0 }],
    ['three years chained with a cap of 5', [fact(2029, 22, 20), fact(2030, 22, 10), fact(2031, 22)], { capDays: 5, expiresOn: null }, '2031-06-01',
      { carried: 5, expired: 0, remaining: 27, notTakenLastYear: 9 }],
    ['chained with an expiry: carried days are used first, only the year\'s own unused days carry on, and expire in turn', [fact(2029, 22, 12), fact(2030, 22, 22, { approvedByExpiry: 4 }), fact(2031, 22)],
      { capDays: null, expiresOn: '03-31' }, '2031-06-01', { carried: 4, expired: 4, remaining: 22, notTakenLastYear: 0 }],
    ['a year missing in between allows nothing', [fact(2029, 22, 2), fact(2031, 22)], NO_RULE, '2031-06-01', { carried: 20, expired: 0, remaining: 42, notTakenLastYear: 0 }],
    ['half days round to halves', [fact(2030, 22, 9.5), fact(2031, 22, 0.5)], NO_RULE, '2031-06-01', { carried: 12.5, expired: 0, remaining: 34, notTakenLastYear: 0 }],
  ];
  for (const [name, facts, rule, today, expected] of rows) {
    test(name, () => assert.deepEqual(pick(balanceOf(facts, 2031, rule, today)), expected));
  }
});

describe('properties', () => {
  const day = fc.integer({ min: 0, max: 800 }).map((n) => addDays('2030-10-01', n));
  const kinds = fc.array(fc.constantFrom<DayKind>('WORK', 'WORK', 'REST', 'HOLIDAY'), { minLength: 7, maxLength: 7 })
    .map((byWeekday) => (d: string) => byWeekday[weekdayOf(d)]);
  const coverage = fc.constantFrom<Partial<AbsencePeriod>>({}, { coverage: 'PERIOD', dayPeriod: 'AFTERNOON' }, { dayScope: 'PERIOD_IN_DAY', startTime: '09:00', endTime: '10:00' });
  const span = fc.tuple(day, fc.integer({ min: 0, max: 400 })).map(([from, n]) => [from, addDays(from, n)] as const);
  const dates = (from: string, to: string) => Math.round((Date.parse(to) - Date.parse(from)) / 86_400_000) + 1;

  test('a period never counts more days than it has dates, and exactly that many on calendar days at 1 a day', () => {
    fc.assert(fc.property(span, coverage, kinds, fc.boolean(), ([from, to], c, kindOf, calendarDays) => {
      const n = periodDays(p(from, to, c), kindOf, calendarDays);
      assert.ok(n >= 0 && n <= dates(from, to), `${n} days for ${dates(from, to)} dates`);
      if (calendarDays && !c.coverage && !c.dayScope) assert.equal(n, dates(from, to));
    }), { numRuns: 300 });
  });

  test('splitting a period at any date, or by year, counts the same days', () => {
    fc.assert(fc.property(span, fc.nat(), coverage, kinds, fc.boolean(), ([from, to], cut, c, kindOf, calendarDays) => {
      const at = addDays(from, cut % dates(from, to));
      const whole = periodDays(p(from, to, c), kindOf, calendarDays);
      const parts = periodDays(p(from, at, c), kindOf, calendarDays) + (at < to ? periodDays(p(addDays(at, 1), to, c), kindOf, calendarDays) : 0);
      assert.equal(parts, whole);
      assert.equal([...daysByYear([p(from, to, c)], kindOf, calendarDays).values()].reduce((a, b) => a + b, 0), whole);
    }), { numRuns: 300 });
  });

  test('a balance always remains allowed + carried − expired − approved − pending, carried never negative or above the cap', () => {
    const halfDays = fc.integer({ min: 0, max: 60 }).map((n) => n / 2);
    const years = fc.array(fc.record({ allowed: halfDays, approved: halfDays, byExpiry: halfDays, pending: halfDays }), { minLength: 1, maxLength: 5 });
    const rule = fc.record({ capDays: fc.option(halfDays, { nil: null }), expiresOn: fc.constantFrom(null, '01-31', '03-31', '06-30') });
    fc.assert(fc.property(years, rule, fc.constantFrom('2031-02-01', '2031-05-01', '2031-12-31'), (ys, r, today) => {
      const facts = ys.map((y, i) => fact(2031 - ys.length + 1 + i, y.allowed, y.approved, { approvedByExpiry: Math.min(y.byExpiry, y.approved), pending: y.pending }));
      const b = balanceOf(facts, 2031, r, today);
      assert.equal(b.remaining, b.allowed + b.carried - b.expired - b.approved - b.pending);
      assert.ok(b.carried >= 0 && b.expired >= 0 && b.expired <= b.carried);
      if (r.capDays !== null) assert.ok(b.carried <= r.capDays);
    }), { numRuns: 300 });
  });
});
