/**
 * The pure clock rules (domain/clock.rules.ts): distances, the geofence with the device margin and the credited
 * accuracy, local date and time across a DST change, and which expected work an OUT interrupts.
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import fc from 'fast-check';
import { checkFence, DEVICE_MARGIN_M, distanceMeters, interruptedWork, localDateTime, MAX_CREDITED_ACCURACY_M, type FenceSite } from '../../../domain/clock.rules.ts';
import { expectedWindow } from '../../../domain/schedule-instants.ts';
import type { Timetable } from '../../../domain/schedule.ts';

const site = (id: number, latitude: number, longitude: number, radius: number): FenceSite => ({ id, name: `S${id}`, latitude, longitude, radius, timeZone: 'Europe/Lisbon' });
const METERS_PER_DEGREE = 111_195;

describe('distance and geofence', () => {
  test('known distances: Lisbon–Porto ≈ 274 km, one degree of latitude ≈ 111.2 km, zero to itself', () => {
    assert.equal(Math.round(distanceMeters({ latitude: 38.7223, longitude: -9.1393 }, { latitude: 41.1579, longitude: -8.6291 }) / 1000), 274);
    assert.equal(Math.round(distanceMeters({ latitude: 0, longitude: 0 }, { latitude: 1, longitude: 0 })), METERS_PER_DEGREE);
    assert.equal(distanceMeters({ latitude: 10, longitude: 20 }, { latitude: 10, longitude: 20 }), 0);
  });

  test('inside exactly when distance ≤ radius + min(accuracy, 100) + 10 (property)', () => {
    fc.assert(fc.property(
      fc.integer({ min: 10, max: 2000 }), fc.integer({ min: 0, max: 5000 }), fc.integer({ min: 0, max: 400 }), fc.integer({ min: -3000, max: 3000 }),
      (radius, offset, accuracy, noise) => {
        const meters = offset + noise / 10;
        if (meters < 0) return;
        const result = checkFence({ latitude: 38.7 + meters / METERS_PER_DEGREE, longitude: -9.14, accuracy }, [site(1, 38.7, -9.14, radius)]);
        const limit = radius + Math.min(accuracy, MAX_CREDITED_ACCURACY_M) + DEVICE_MARGIN_M;
        const d = distanceMeters({ latitude: 38.7 + meters / METERS_PER_DEGREE, longitude: -9.14 }, { latitude: 38.7, longitude: -9.14 });
        assert.equal(result.inside, d <= limit, `d=${d} limit=${limit}`);
      }), { numRuns: 500 });
  });

  test('outside names the site whose edge is nearest, not its centre', () => {
    const small = site(1, 38.7, -9.14, 10);
    const big = site(2, 38.7 + 3000 / METERS_PER_DEGREE, -9.14, 1500);
    const r = checkFence({ latitude: 38.7 + 1200 / METERS_PER_DEGREE, longitude: -9.14 }, [small, big]);
    assert.equal(r.inside, false);
    assert.equal(!r.inside && r.nearest.id, 2, 'the big site\'s centre is farther (1,800 m) but its edge nearer (290 m beyond it, against 1,180 m)');
  });
});

describe('local time and interrupted work', () => {
  test('local date and time follow the zone\'s offset across the spring-forward night', () => {
    assert.deepEqual(localDateTime(new Date('2026-03-29T00:59:59Z'), 'Europe/Lisbon'), { date: '2026-03-29', time: '00:59:59' });
    assert.deepEqual(localDateTime(new Date('2026-03-29T01:00:00Z'), 'Europe/Lisbon'), { date: '2026-03-29', time: '02:00:00' });
    assert.deepEqual(localDateTime(new Date('2026-03-29T22:30:00Z'), 'Asia/Kolkata'), { date: '2026-03-30', time: '04:00:00' });
  });

  const fixed: Timetable = { type: 'FIXED', dayStart: '09:00', dayEnd: '18:00', toleranceBeforeEnd: 15 } as unknown as Timetable;
  test('an OUT between start and end − tolerance interrupts; before the start, or within the tolerance, it does not', () => {
    const w = [expectedWindow('2026-03-10', { ...defaults(), ...fixed } as Timetable, 'Europe/Lisbon')];
    assert.equal(interruptedWork(w, new Date('2026-03-10T12:00:00Z'))?.toISOString(), '2026-03-10T18:00:00.000Z');
    assert.equal(interruptedWork(w, new Date('2026-03-10T08:30:00Z')), null);
    assert.equal(interruptedWork(w, new Date('2026-03-10T17:45:00Z')), null, 'exactly at end − tolerance is not early');
    assert.equal(interruptedWork(w, new Date('2026-03-10T17:44:59Z'))?.toISOString(), '2026-03-10T18:00:00.000Z');
  });
});

function defaults() {
  return {
    toleranceBeforeStart: 0, toleranceAfterStart: 0, toleranceBeforeEnd: 0, toleranceAfterEnd: 0, ignoreBreak: false, remoteWork: false,
    workLocationIds: [], group: null, nightShift: false, breakStart: null, breakEnd: null, breakDuration: 0,
  };
}
