/**
 * An expected day as real instants (domain/schedule-instants.ts): golden rows worked out by hand from each zone's
 * published rules (Europe/Lisbon, America/Sao_Paulo in 2018 when it still had summer time, America/New_York,
 * Australia/Sydney), and a fast-check property over random dates 2000–2040, zones and fixed timetables, checked
 * against Intl's own wall clock of the answered instants (not against the module's resolver).
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import fc from 'fast-check';
import { tzOffset, tzScan } from '@date-fns/tz';
import { addDays, type FixedTimetable, type FlexibleTimetable, type Timetable } from '../../../domain/schedule.ts';
import {
  dayBounds, expectedWindow, isoWindow, resolveWallTime, type FixedWindow, type FlexibleWindow, type FreeWindow,
} from '../../../domain/schedule-instants.ts';

const base = { remoteWork: false, workLocationIds: [], group: null };
function fixed(dayStart: string, dayEnd: string, extra: Partial<FixedTimetable> = {}): FixedTimetable {
  return {
    type: 'FIXED', ...base, dayStart, dayEnd, nightShift: false, breakStart: null, breakEnd: null, breakDuration: 0,
    breakToleranceBefore: 0, breakToleranceAfter: 0, ignoreBreak: false,
    toleranceBeforeStart: 0, toleranceAfterStart: 0, toleranceBeforeEnd: 0, toleranceAfterEnd: 0, ...extra,
  };
}
const free: Timetable = { type: 'FREE', ...base, durationInMinutes: 240 };
const iso = (d: Date) => d.toISOString();
const Z = (s: string) => `${s}:00.000Z`;

// [zone, what, date, dayStart, dayEnd, start (UTC), end (UTC), real minutes]
const FIXED_ROWS: [string, string, string, string, string, string, string, number][] = [
  ['Europe/Lisbon', 'normal day, winter (WET)', '2026-01-14', '09:00', '18:00', '2026-01-14T09:00', '2026-01-14T18:00', 540],
  ['Europe/Lisbon', 'normal day, summer (WEST)', '2026-07-15', '09:00', '18:00', '2026-07-15T08:00', '2026-07-15T17:00', 540],
  ['Europe/Lisbon', 'night, normal week', '2026-01-14', '22:00', '06:00', '2026-01-14T22:00', '2026-01-15T06:00', 480],
  ['Europe/Lisbon', 'night of spring-forward', '2026-03-28', '22:00', '06:00', '2026-03-28T22:00', '2026-03-29T05:00', 420],
  ['Europe/Lisbon', 'night of fall-back', '2026-10-24', '22:00', '06:00', '2026-10-24T21:00', '2026-10-25T06:00', 540],
  ['America/New_York', 'normal day', '2026-01-14', '09:00', '17:00', '2026-01-14T14:00', '2026-01-14T22:00', 480],
  ['America/New_York', 'night, normal week', '2026-01-14', '22:00', '06:00', '2026-01-15T03:00', '2026-01-15T11:00', 480],
  ['America/New_York', 'night of spring-forward', '2026-03-07', '22:00', '06:00', '2026-03-08T03:00', '2026-03-08T10:00', 420],
  ['America/New_York', 'night of fall-back', '2026-10-31', '22:00', '06:00', '2026-11-01T02:00', '2026-11-01T11:00', 540],
  ['Australia/Sydney', 'normal day (AEST)', '2026-07-15', '09:00', '17:00', '2026-07-14T23:00', '2026-07-15T07:00', 480],
  ['Australia/Sydney', 'night, normal week', '2026-07-15', '22:00', '06:00', '2026-07-15T12:00', '2026-07-15T20:00', 480],
  ['Australia/Sydney', 'night of spring-forward (October)', '2026-10-03', '22:00', '06:00', '2026-10-03T12:00', '2026-10-03T19:00', 420],
  ['Australia/Sydney', 'night of fall-back (April)', '2026-04-04', '22:00', '06:00', '2026-04-04T11:00', '2026-04-04T20:00', 540],
  ['America/Sao_Paulo', 'normal day today (no DST since 2019)', '2026-01-14', '09:00', '18:00', '2026-01-14T12:00', '2026-01-14T21:00', 540],
  ['America/Sao_Paulo', 'normal day, 2018 summer time', '2018-01-10', '09:00', '18:00', '2018-01-10T11:00', '2018-01-10T20:00', 540],
  ['America/Sao_Paulo', 'night, normal week 2018', '2018-06-13', '22:00', '06:00', '2018-06-14T01:00', '2018-06-14T09:00', 480],
  ['America/Sao_Paulo', 'night of spring-forward 2018 (midnight skipped)', '2018-11-03', '22:00', '06:00', '2018-11-04T01:00', '2018-11-04T08:00', 420],
  ['America/Sao_Paulo', 'night of fall-back 2018 (23:00 repeated)', '2018-02-17', '22:00', '06:00', '2018-02-18T00:00', '2018-02-18T09:00', 540],
  ['America/Sao_Paulo', 'same November night in 2026: no change any more', '2026-11-07', '22:00', '06:00', '2026-11-08T01:00', '2026-11-08T09:00', 480],
];

describe('fixed timetables: golden rows', () => {
  for (const [zone, what, date, s, e, start, end, minutes] of FIXED_ROWS) {
    test(`${zone}: ${what} (${date} ${s}–${e})`, () => {
      const w = expectedWindow(date, fixed(s, e), zone) as FixedWindow;
      assert.equal(w.type, 'FIXED');
      assert.deepEqual([iso(w.start), iso(w.end), w.scheduledMinutes], [Z(start), Z(end), minutes]);
      assert.equal(w.crossesMidnight, e <= s);
      assert.equal(w.wallMinutes, e <= s ? 480 : minutes, 'every crossing row is 22:00–06:00; the day rows have no change');
      assert.deepEqual(w.adjustments, [], 'none of these times is in a gap or a repeated hour');
    });
  }
});

// [zone, what, date, time, instant (UTC), resolution]
const WALL_ROWS: [string, string, string, string, string, string][] = [
  ['Europe/Lisbon', 'in the gap: moves forward to 02:30 WEST', '2026-03-29', '01:30', '2026-03-29T01:30', 'SKIPPED'],
  ['Europe/Lisbon', 'repeated: the earlier 01:30 (WEST)', '2026-10-25', '01:30', '2026-10-25T00:30', 'REPEATED'],
  ['Europe/Lisbon', 'just after the repeated hour', '2026-10-25', '02:00', '2026-10-25T02:00', 'EXACT'],
  ['America/New_York', 'in the gap: 03:30 EDT', '2026-03-08', '02:30', '2026-03-08T07:30', 'SKIPPED'],
  ['America/New_York', 'repeated: 01:30 EDT', '2026-11-01', '01:30', '2026-11-01T05:30', 'REPEATED'],
  ['Australia/Sydney', 'in the gap: 03:30 AEDT', '2026-10-04', '02:30', '2026-10-03T16:30', 'SKIPPED'],
  ['Australia/Sydney', 'repeated: 02:30 AEDT', '2026-04-05', '02:30', '2026-04-04T15:30', 'REPEATED'],
  ['America/Sao_Paulo', 'midnight in the gap: 01:00 BRST', '2018-11-04', '00:00', '2018-11-04T03:00', 'SKIPPED'],
  ['America/Sao_Paulo', 'in the gap: 01:30 BRST', '2018-11-04', '00:30', '2018-11-04T03:30', 'SKIPPED'],
  ['America/Sao_Paulo', 'repeated: 23:30 BRST', '2018-02-17', '23:30', '2018-02-18T01:30', 'REPEATED'],
];

describe('wall-clock times in a gap or a repeated hour', () => {
  for (const [zone, what, date, time, instant, resolution] of WALL_ROWS) {
    test(`${zone} ${date} ${time}: ${what}`, () => {
      const r = resolveWallTime(date, time, zone);
      assert.deepEqual([iso(r.instant), r.resolution], [Z(instant), resolution]);
      assert.equal(r.offsetMinutes, tzOffset(zone, r.instant));
    });
  }

  test('a shift starting in the gap starts when the rule says and is recorded as adjusted', () => {
    const w = expectedWindow('2026-03-29', fixed('01:30', '09:00'), 'Europe/Lisbon') as FixedWindow;
    assert.deepEqual([iso(w.start), iso(w.end), w.scheduledMinutes, w.wallMinutes], [Z('2026-03-29T01:30'), Z('2026-03-29T08:00'), 390, 450]);
    assert.deepEqual(isoWindow(w).adjustments, [{ field: 'start', wall: '2026-03-29T01:30', resolution: 'SKIPPED', instant: Z('2026-03-29T01:30') }]);
  });

  test('a shift whose whole wall-clock time is skipped is empty, never negative', () => {
    const w = expectedWindow('2026-03-29', fixed('01:30', '02:00'), 'Europe/Lisbon') as FixedWindow;
    assert.equal(iso(w.end), iso(w.start));
    assert.equal(w.scheduledMinutes, 0);
    assert.deepEqual(w.adjustments.map((a) => [a.field, a.resolution]), [['start', 'SKIPPED'], ['end', 'EMPTIED']]);
  });

  test('a shift starting in the repeated hour starts at its first occurrence', () => {
    const w = expectedWindow('2026-11-01', fixed('01:30', '09:30'), 'America/New_York') as FixedWindow;
    assert.deepEqual([iso(w.start), iso(w.end), w.scheduledMinutes], [Z('2026-11-01T05:30'), Z('2026-11-01T14:30'), 540]);
    assert.deepEqual(w.adjustments.map((a) => [a.field, a.resolution]), [['start', 'REPEATED']]);
  });
});

describe('free days: the local day, 23 or 25 hours on DST days', () => {
  // [zone, date, start, end, minutes]
  const rows: [string, string, string, string, number][] = [
    ['Europe/Lisbon', '2026-01-14', '2026-01-14T00:00', '2026-01-15T00:00', 1440],
    ['Europe/Lisbon', '2026-03-29', '2026-03-29T00:00', '2026-03-29T23:00', 1380],
    ['Europe/Lisbon', '2026-10-25', '2026-10-24T23:00', '2026-10-26T00:00', 1500],
    ['America/New_York', '2026-03-08', '2026-03-08T05:00', '2026-03-09T04:00', 1380],
    ['America/New_York', '2026-11-01', '2026-11-01T04:00', '2026-11-02T05:00', 1500],
    ['Australia/Sydney', '2026-10-04', '2026-10-03T14:00', '2026-10-04T13:00', 1380],
    ['Australia/Sydney', '2026-04-05', '2026-04-04T13:00', '2026-04-05T14:00', 1500],
    ['America/Sao_Paulo', '2018-11-04', '2018-11-04T03:00', '2018-11-05T02:00', 1380],
    ['America/Sao_Paulo', '2018-02-17', '2018-02-17T02:00', '2018-02-18T03:00', 1500],
    ['America/Sao_Paulo', '2026-11-08', '2026-11-08T03:00', '2026-11-09T03:00', 1440],
  ];
  for (const [zone, date, start, end, minutes] of rows) {
    test(`${zone} ${date}: ${minutes / 60} hours`, () => {
      const w = expectedWindow(date, free, zone) as FreeWindow;
      assert.deepEqual([w.type, iso(w.start), iso(w.end), w.dayMinutes, w.durationInMinutes], ['FREE', Z(start), Z(end), minutes, 240]);
      const b = dayBounds(date, zone);
      assert.deepEqual([iso(b.start), iso(b.end)], [Z(start), Z(end)]);
    });
  }
});

describe('breaks, tolerances, flexible windows, rest days', () => {
  test('a night shift across spring-forward: the break and the tolerance bounds are real instants', () => {
    const t = fixed('22:00', '06:00', {
      nightShift: true, breakStart: '02:00', breakEnd: '02:30', breakDuration: 30,
      toleranceBeforeStart: 5, toleranceAfterStart: 10, toleranceBeforeEnd: 15, toleranceAfterEnd: 20,
    });
    const w = isoWindow(expectedWindow('2026-03-28', t, 'Europe/Lisbon') as FixedWindow);
    assert.deepEqual(w.breakWindow, { start: Z('2026-03-29T01:00'), end: Z('2026-03-29T01:30') }); // 02:00 WEST on D + 1
    assert.deepEqual(w.startTolerance, { earliest: Z('2026-03-28T21:55'), latest: Z('2026-03-28T22:10') });
    assert.deepEqual(w.endTolerance, { earliest: Z('2026-03-29T04:45'), latest: Z('2026-03-29T05:20') });
    assert.equal(w.scheduledMinutes, 420);
  });

  test('a break before midnight in a night shift stays on D; a break window crossing midnight ends on D + 1', () => {
    const a = expectedWindow('2026-01-14', fixed('18:00', '04:00', { breakStart: '23:00', breakEnd: '23:45' }), 'Europe/Lisbon') as FixedWindow;
    assert.deepEqual(isoWindow(a).breakWindow, { start: Z('2026-01-14T23:00'), end: Z('2026-01-14T23:45') });
    const b = expectedWindow('2026-01-14', fixed('18:00', '04:00', { breakStart: '23:30', breakEnd: '00:15' }), 'Europe/Lisbon') as FixedWindow;
    assert.deepEqual(isoWindow(b).breakWindow, { start: Z('2026-01-14T23:30'), end: Z('2026-01-15T00:15') });
  });

  const flexible = (enterMin: string, enterMax: string, exitMin: string, exitMax: string): FlexibleTimetable => ({
    type: 'FLEXIBLE', ...base, enterMin, enterMax, exitMin, exitMax, durationInMinutes: 480, nightShift: false,
    breakStart: null, breakEnd: null, breakDuration: 0, breakToleranceBefore: 0, breakToleranceAfter: 0, ignoreBreak: false,
    toleranceBeforeStart: 5, toleranceAfterStart: 10, toleranceBeforeEnd: 15, toleranceAfterEnd: 20,
  });

  test('flexible day: enter and exit windows on D, tolerances around them', () => {
    const w = isoWindow(expectedWindow('2026-07-15', flexible('07:00', '10:00', '15:00', '19:00'), 'Europe/Lisbon') as FlexibleWindow);
    assert.deepEqual(w.enter, { start: Z('2026-07-15T06:00'), end: Z('2026-07-15T09:00') });
    assert.deepEqual(w.exit, { start: Z('2026-07-15T14:00'), end: Z('2026-07-15T18:00') });
    assert.deepEqual(w.enterTolerance, { earliest: Z('2026-07-15T05:55'), latest: Z('2026-07-15T09:10') });
    assert.deepEqual(w.exitTolerance, { earliest: Z('2026-07-15T13:45'), latest: Z('2026-07-15T18:20') });
    assert.equal(w.durationInMinutes, 480);
  });

  test('flexible night across fall-back: the exit window rolls to D + 1; an enter window may cross midnight', () => {
    const w = isoWindow(expectedWindow('2026-10-31', flexible('21:00', '23:00', '05:00', '08:00'), 'America/New_York') as FlexibleWindow);
    assert.deepEqual(w.enter, { start: Z('2026-11-01T01:00'), end: Z('2026-11-01T03:00') });
    assert.deepEqual(w.exit, { start: Z('2026-11-01T10:00'), end: Z('2026-11-01T13:00') });
    const v = isoWindow(expectedWindow('2026-01-14', flexible('23:00', '01:00', '06:00', '09:00'), 'Europe/Lisbon') as FlexibleWindow);
    assert.deepEqual(v.enter, { start: Z('2026-01-14T23:00'), end: Z('2026-01-15T01:00') });
    assert.deepEqual(v.exit, { start: Z('2026-01-15T06:00'), end: Z('2026-01-15T09:00') });
  });

  test('a rest day is a marker with the day bounds', () => {
    const w = isoWindow(expectedWindow('2026-03-29', { type: 'REST', ...base }, 'Europe/Lisbon'));
    assert.deepEqual(w, { type: 'REST', date: '2026-03-29', timeZone: 'Europe/Lisbon', start: Z('2026-03-29T00:00'), end: Z('2026-03-29T23:00') });
  });

  test('an unknown zone or a malformed date or time is refused', () => {
    assert.throws(() => dayBounds('2026-01-14', 'Mars/Olympus'), RangeError);
    assert.throws(() => dayBounds('2026-02-30', 'Europe/Lisbon'), RangeError);
    assert.throws(() => resolveWallTime('2026-01-14', '24:00', 'Europe/Lisbon'), RangeError);
  });
});

// ---- property: random dates 2000–2040, zones, fixed timetables -------------------------------------------------

const ZONES = [
  'Europe/Lisbon', 'America/Sao_Paulo', 'America/New_York', 'Australia/Sydney', 'Europe/Berlin', 'America/Los_Angeles',
  'America/Santiago', 'Australia/Lord_Howe', 'Asia/Tokyo', 'Asia/Kolkata', 'UTC',
] as const;

const localFormat = new Map<string, Intl.DateTimeFormat>();
/** The wall clock "YYYY-MM-DDTHH:MM" an instant shows in a zone, straight from Intl (the oracle). */
function wallOf(instant: Date, zone: string): string {
  let f = localFormat.get(zone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-CA', { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
    localFormat.set(zone, f);
  }
  const p = Object.fromEntries(f.formatToParts(instant).map((x) => [x.type, x.value]));
  return `${p.year}-${p.month}-${p.day}T${p.hour}:${p.minute}`;
}
const hhmm = (m: number) => `${String(Math.floor((m % 1440) / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
/** "YYYY-MM-DDTHH:MM" + minutes, as civil arithmetic (no zone). */
const wallPlus = (wall: string, minutes: number) => new Date(Date.parse(`${wall}:00Z`) + minutes * 60_000).toISOString().slice(0, 16);

/** Local dates (and the day before) of every offset change 2000–2040 per zone, so the runs hit them often. */
const TRANSITION_DATES = new Map<string, string[]>(ZONES.map((zone) => {
  const changes = tzScan(zone, { start: new Date('2000-01-01T00:00:00Z'), end: new Date('2041-01-01T00:00:00Z') });
  const dates = changes.flatMap((c) => { const d = wallOf(c.date, zone).slice(0, 10); return [d, addDays(d, -1)]; });
  return [zone, dates.length ? dates : ['2026-03-29']];
}));

const DAY0 = Date.UTC(2000, 0, 1);
const DAYS = Math.round((Date.UTC(2040, 11, 31) - DAY0) / 86_400_000);
const arbitraryDay = fc.record({
  zone: fc.constantFrom(...ZONES),
  anyDate: fc.integer({ min: 0, max: DAYS }).map((n) => new Date(DAY0 + n * 86_400_000).toISOString().slice(0, 10)),
  nearTransition: fc.boolean(),
  pick: fc.nat(),
}).map(({ zone, anyDate, nearTransition, pick }) => {
  const near = TRANSITION_DATES.get(zone)!;
  return { zone, date: nearTransition ? near[pick % near.length] : anyDate };
});

// starts and lengths anywhere, and often the short ones around 00:00–03:00 where these zones change their clocks
const startMinute = fc.oneof(fc.integer({ min: 0, max: 1439 }), fc.integer({ min: 0, max: 200 }), fc.integer({ min: 1380, max: 1439 }));
const wallLength = fc.oneof(fc.integer({ min: 1, max: 1440 }), fc.integer({ min: 1, max: 120 }));

test('property: end ≥ start, real length = wall length ± 60, exact without a transition; gaps forward, repeats earlier', () => {
  fc.assert(fc.property(arbitraryDay, startMinute, wallLength, ({ zone, date }, s, len) => {
    const t = fixed(hhmm(s), hhmm(s + len), { toleranceAfterStart: 7, toleranceBeforeEnd: 3 });
    const w = expectedWindow(date, t, zone) as FixedWindow;
    const real = (w.end.getTime() - w.start.getTime()) / 60_000;
    assert.equal(w.wallMinutes, len);
    assert.equal(w.scheduledMinutes, real);
    assert.ok(Math.abs(real - len) <= 60, `${real} real minutes for ${len} on the wall`);
    assert.equal(w.startTolerance.latest.getTime() - w.start.getTime(), 7 * 60_000);
    assert.equal(w.end.getTime() - w.endTolerance.earliest.getTime(), 3 * 60_000);

    const wantStart = `${date}T${t.dayStart}`;
    const wantEnd = `${s + len >= 1440 ? addDays(date, 1) : date}T${t.dayEnd}`;
    const startShown = wallOf(w.start, zone);
    const endShown = wallOf(w.end, zone);
    const startExists = startShown === wantStart;
    const endExists = endShown === wantEnd;
    for (const [at, want, shown, exists] of [[w.start, wantStart, startShown, startExists], [w.end, wantEnd, endShown, endExists]] as const) {
      if (exists) {
        // a repeated wall time is its earlier occurrence: half an hour and an hour before, the clock showed otherwise
        for (const k of [30, 60]) assert.notEqual(wallOf(new Date(at.getTime() - k * 60_000), zone), want, `earlier occurrence of ${want}`);
      } else if (at === w.end && w.end.getTime() === w.start.getTime()) {
        // the emptied interval: only when the start fell in a gap
        assert.ok(!startExists, `${want} emptied although the start existed`);
      } else {
        // a skipped wall time moves forward by the gap: the change of offset across it
        const gap = tzOffset(zone, at) - tzOffset(zone, new Date(at.getTime() - 86_400_000));
        assert.ok(gap > 0, `${want} does not exist, so a spring-forward precedes it`);
        assert.equal(shown, wallPlus(want, gap), `${want} moved forward by the gap`);
      }
    }

    if (w.end.getTime() === w.start.getTime()) {
      assert.ok(!startExists && len <= 60, `an empty shift ${t.dayStart}–${t.dayEnd} on ${date} in ${zone}`);
    } else {
      assert.ok(w.end > w.start);
    }
    const offStart = tzOffset(zone, w.start);
    const offEnd = tzOffset(zone, w.end);
    if (startExists && endExists) {
      // real = wall + the offset lost between start and end; exactly the wall length when the offset did not change
      assert.equal(real, len + offStart - offEnd);
      if (offStart === offEnd) assert.equal(real, len);
    }
  }), { numRuns: 2000 });
});

test('property: day bounds tile the calendar and last 24 h ± the change of offset', () => {
  fc.assert(fc.property(arbitraryDay, ({ zone, date }) => {
    const b = dayBounds(date, zone);
    const next = dayBounds(addDays(date, 1), zone);
    assert.equal(b.end.getTime(), next.start.getTime());
    const minutes = (b.end.getTime() - b.start.getTime()) / 60_000;
    // each midnight exists, or (Santiago, São Paulo until 2019) it was skipped and the day starts when the gap ends;
    // the offset "at" a midnight is then the one in force before the gap
    const offsetAtMidnight = (at: Date, day: string) => {
      const shown = wallOf(at, zone);
      const skipped = shown === `${day}T00:00` ? 0 : tzOffset(zone, at) - tzOffset(zone, new Date(at.getTime() - 86_400_000));
      assert.equal(shown, wallPlus(`${day}T00:00`, skipped), `${day} starts at ${shown} in ${zone}`);
      return tzOffset(zone, at) - skipped;
    };
    // 24 h less the offset gained from the day's midnight to the next one
    assert.equal(minutes, 1440 - (offsetAtMidnight(b.end, addDays(date, 1)) - offsetAtMidnight(b.start, date)));
    const w = expectedWindow(date, free, zone) as FreeWindow;
    assert.deepEqual([w.start, w.end, w.dayMinutes], [b.start, b.end, minutes]);
  }), { numRuns: 500 });
});
