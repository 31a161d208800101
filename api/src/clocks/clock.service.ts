import { localDateTime, nextClockType, OFFLINE_FLAG_SECONDS, OFFLINE_MAX_AGE_HOURS, type ClockConfirmation, type ClockSource, type ClockType, type IdentificationMethod, type Position } from '../../../domain/clock.rules.ts';
import type { AccessScope } from '../platform/auth/access-scope.ts';
import type { Database } from '../platform/db/database.ts';
import { fieldError, notFound } from '../platform/errors.ts';
import { assertPeriodsOpen } from '../attendance/payroll-period.service.ts';
import { checkConfirmations, placeClock, workFrom } from './clock.decisions.ts';
import { clockingContext } from './clock-context.repository.ts';
import { refuseOwn, type ClockActor } from './clock-actor.ts';
import { clockRow, editsOf, insertClock, isClockRace, type ClockRow } from './clock.repository.ts';

/** A clock as a request describes it; the instant is the server's unless the clock was taken offline. */
export interface ClockInput {
  employeeId: number;
  type?: ClockType;
  geoLoc?: Position | null;
  location?: string | null;
  deviceUuid?: string | null;
  clientId?: string | null;
  tag?: string | null;
  comment?: string | null;
  campaignIds?: number[];
  identification?: IdentificationMethod;
  /** `true` confirms whatever is asked; a list confirms those reasons only */
  confirmed?: boolean | ClockConfirmation[];
  source: ClockSource;
  administrative?: boolean;
  /** administrative clocks only: the instant being recorded (the server's now otherwise) */
  instant?: Date;
  /** taken without network: the device's time of the clock */
  deviceInstant?: Date | null;
  offline?: boolean;
  /** made at a kiosk: its site stands for the position */
  terminal?: { siteId: number | null };
}

export type { ClockActor } from './clock-actor.ts';

const EARLY_SECONDS = 120;

/** The instant a clock counts for: now, an administrator's chosen past instant, or an offline clock's device time. */
function countedInstant(input: ClockInput, now: Date): Date {
  if (input.offline) {
    const device = input.deviceInstant;
    if (!device) throw fieldError('deviceInstant', 'is required for a clock taken offline');
    if (device.getTime() > now.getTime() + EARLY_SECONDS * 1000) throw fieldError('deviceInstant', 'is in the future; check the device\'s clock');
    if (now.getTime() - device.getTime() > OFFLINE_MAX_AGE_HOURS * 3600_000) throw fieldError('deviceInstant', `is more than ${OFFLINE_MAX_AGE_HOURS} hours old; ask a manager to record it`);
    return device.getTime() > now.getTime() ? now : device;
  }
  if (input.instant) {
    if (input.instant.getTime() > now.getTime()) throw fieldError('instant', 'must not be in the future');
    return input.instant;
  }
  return now;
}

/** How many times a clock is decided again after losing a race to another clock of the same person. */
const MAX_ATTEMPTS = 25;

/**
 * Records one clock: answers the first clock again for a repeated `clientId`, applies the confirmations and the
 * geofence, and stores the clock with its decisions. Clocks of one person are ordered by the database without a lock
 * or a transaction: the clock is written with the `seq` after the one its decisions read, so a clock decided on a
 * history that has changed since fails the unique index and is decided again (the insert alone is the commit, so an
 * answered clock is durable). `scope` is whose clocks the caller may record. Not for use inside a transaction.
 */
export async function recordClock(db: Database, scope: AccessScope, actor: ClockActor, input: ClockInput): Promise<{ clock: ClockDto; replayed: boolean }> {
  for (let attempt = 1; ; attempt++) {
    try {
      // The server's instant is read for each attempt: a clock decided again comes after the one it lost to.
      return await decideAndInsert(db, scope, { ...actor, now: actor.clock?.() ?? actor.now }, input);
    } catch (err) {
      if (!isClockRace(err) || attempt >= MAX_ATTEMPTS) throw err;
    }
  }
}

async function decideAndInsert(db: Database, scope: AccessScope, actor: ClockActor, input: ClockInput) {
  let instant = actor.now;
  let invalid: unknown = null;
  try {
    instant = countedInstant(input, actor.now);
  } catch (err) {
    invalid = err;
  }
  const atNow = instant.getTime() === actor.now.getTime();
  const administrative = input.administrative ?? false;
  const position = input.geoLoc ?? null;
  // The employee, the day's work (unless the clock is recorded by someone else, who answers for it), the retry, the
  // previous clock and the last seq: one statement.
  const context = await clockingContext(db, scope, input.employeeId, { clientId: input.clientId ?? null, at: instant, atNow }, !administrative);
  if (!context) throw notFound('Employee');
  const { employee, replayId, previousType, previousInstant, lastSeq } = context;
  if (administrative) {
    refuseOwn(scope, employee.id);
    if (!input.comment?.trim()) throw fieldError('comment', 'is required: say why the clock is recorded for the employee');
  }
  // A retry is answered with the first clock even if it could no longer be recorded (an offline clock now too old).
  if (replayId !== null) return { clock: await withTrail(db, await clockRow(db, replayId)), replayed: true };
  if (invalid) throw invalid;
  // a clock at a past instant (recorded by someone else, or sent late from offline) may fall in a closed payroll
  // period; a clock at the server's now never does (a period closes only once it has ended)
  if (!atNow) await assertPeriodsOpen(db, [localDateTime(instant, employee.companyTimeZone).date]);
  // a clock at now that another clock of the person overtook (see ARRIVAL_WINDOW_MS) comes just after it
  if (atNow && previousInstant && previousInstant.getTime() >= instant.getTime()) instant = new Date(previousInstant.getTime() + 1);
  const type = input.type ?? nextClockType(previousType);
  const work = context.work && workFrom(context.work, employee.companyTimeZone);
  // Refusals come before questions: a clock outside the fence is refused before anyone is asked to confirm it.
  const place = await placeClock(db, { geo: employee.geo, position, work, companyTimeZone: employee.companyTimeZone, administrative, terminal: input.terminal });
  const confirmed = input.confirmed === true ? ['SAME_TYPE_AS_PREVIOUS', 'DURING_SHIFT'] as ClockConfirmation[] : input.confirmed || [];
  const needed = checkConfirmations({
    type, previous: previousType, at: instant, work, confirmed, timeZone: employee.companyTimeZone,
  });
  const local = localDateTime(instant, place.timeZone);
  const row = await insertClock(db, {
    employee_id: employee.id, department_id: employee.departmentId, type, instant, received_at: actor.now, seq: lastSeq + 1,
    device_instant: input.deviceInstant ?? null, offline: input.offline ?? false, time_zone: place.timeZone, local_date: local.date, local_time: local.time,
    source: input.source, identification: input.identification ?? (administrative ? 'none' : 'userpass'),
    latitude: position?.latitude ?? null, longitude: position?.longitude ?? null, accuracy: position?.accuracy ?? null,
    site_id: place.siteId, geofence: place.geofence, site_distance: place.siteDistance, location: input.location ?? null,
    device_uuid: input.deviceUuid ?? null, client_id: input.clientId ?? null, tag: input.tag ?? null, comment: input.comment ?? null,
    campaign_ids: input.campaignIds ?? [], administrative, confirmed: needed, created_by_account_id: actor.accountId,
  });
  return { clock: toClockDto(row, []), replayed: false };
}

export type ClockEditDto = Awaited<ReturnType<typeof editsOf>>[number];

/** Rows with their trails, in one query for all of them. */
export async function withTrails(db: Database, rows: readonly ClockRow[]): Promise<ClockDto[]> {
  const changed = rows.filter((r) => r.edited || r.deleted_at).map((r) => r.id);
  const edits = await editsOf(db, changed);
  return rows.map((r) => toClockDto(r, edits.filter((e) => e.clockId === r.id)));
}
export const withTrail = async (db: Database, row: ClockRow) => (await withTrails(db, [row]))[0];

const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());

/** The REST shape: the specification's names (date, time, registered, geoLoc) plus the decisions and the trail. */
export function toClockDto(r: ClockRow, edits: readonly ClockEditDto[]) {
  const delayed = r.offline && r.device_instant ? Math.round((new Date(r.received_at).getTime() - new Date(r.device_instant).getTime()) / 1000) : 0;
  return {
    id: r.id, employeeId: r.employee_id, employeeName: r.employee_name, departmentId: r.department_id, type: r.type,
    instant: iso(r.instant)!, date: r.local_date, time: r.local_time, timeZone: r.time_zone, registered: r.source, identification: r.identification,
    geoLoc: r.latitude === null || r.longitude === null ? null : { latitude: r.latitude, longitude: r.longitude, accuracy: r.accuracy },
    location: r.location, siteId: r.site_id, siteName: r.site_name, geofence: r.geofence, siteDistance: r.site_distance,
    deviceUuid: r.device_uuid, clientId: r.client_id, tag: r.tag, comment: r.comment, campaignIds: r.campaign_ids,
    administrative: r.administrative, confirmed: r.confirmed, edited: r.edited,
    original: r.original_type ? { type: r.original_type as ClockType, instant: iso(r.original_instant)! } : null,
    offline: r.offline, deviceInstant: iso(r.device_instant), receivedAt: iso(r.received_at)!,
    delayed: delayed > OFFLINE_FLAG_SECONDS, delaySeconds: r.offline ? delayed : null,
    deleted: r.deleted_at !== null, deletedAt: iso(r.deleted_at), selfieId: r.selfie_file_id,
    edits: edits.map((e) => ({ action: e.action, before: e.before, after: e.after, reason: e.reason, byName: e.byName, at: iso(e.at)! })),
  };
}
export type ClockDto = ReturnType<typeof toClockDto>;
