import { Type } from 'typebox';
import { CLOCK_CONFIRMATIONS, GEOFENCE_DECISIONS, IDENTIFICATION_METHODS } from '../../../domain/clock.rules.ts';
import { dayBounds } from '../../../domain/schedule-instants.ts';
import { fieldError } from '../platform/errors.ts';
import { FreeText, Id } from '../platform/input-types.ts';
import { PageQueryProperties } from '../platform/paging.ts';

/** The REST shapes of clocks (core §3, §7). */
/** A union of string literals (typed as string: TypeBox cannot type a union built from an array). */
const literals = (values: readonly string[]) => Type.Union(values.map((v) => Type.Literal(v)));
const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(t: T) => Type.Union([t, Type.Null()]);
const DateTime = Type.String({ format: 'date-time' });
/** An instant as input: bounded like every string the API reads. */
export const DateTimeInput = Type.String({ format: 'date-time', maxLength: 40 });

export const ClockType = Type.Union([Type.Literal('IN'), Type.Literal('OUT')]);
export const GeoLoc = Type.Object({
  latitude: Type.Number({ minimum: -90, maximum: 90 }),
  longitude: Type.Number({ minimum: -180, maximum: 180 }),
  accuracy: Type.Optional(Nullable(Type.Number({ minimum: 0, maximum: 100_000, description: 'meters, as the device reports it' }))),
}, { additionalProperties: false });

const ClockEdit = Type.Object({
  action: Type.Union([Type.Literal('EDIT'), Type.Literal('DELETE')]),
  before: Type.Unknown(), after: Type.Unknown(), reason: Type.String(), byName: Nullable(Type.String()), at: DateTime,
});

export const ClockDto = Type.Object({
  id: Type.Integer(), employeeId: Type.Integer(), employeeName: Type.String(), departmentId: Nullable(Type.Integer()),
  type: ClockType, instant: DateTime,
  date: Type.String({ format: 'date', description: 'local date in timeZone' }), time: Type.String({ description: 'local HH:MM:SS in timeZone' }),
  timeZone: Type.String(), registered: Type.String({ description: 'source: WEB, MOBILE, KIOSK, TERMINAL or ADMIN' }), identification: Type.String(),
  geoLoc: Nullable(Type.Object({ latitude: Type.Number(), longitude: Type.Number(), accuracy: Nullable(Type.Number()) })),
  location: Nullable(Type.String()), siteId: Nullable(Type.Integer()), siteName: Nullable(Type.String()), geofence: Type.String({ description: GEOFENCE_DECISIONS.join(', ') }),
  siteDistance: Nullable(Type.Integer({ description: 'meters from the site\'s centre' })),
  deviceUuid: Nullable(Type.String()), clientId: Nullable(Type.String()), tag: Nullable(Type.String()), comment: Nullable(Type.String()),
  campaignIds: Type.Array(Type.Integer()), administrative: Type.Boolean(),
  confirmed: Type.Array(Type.String(), { description: 'the confirmations given when it was recorded' }),
  edited: Type.Boolean({ description: 'corrected by an administrator or a manager; the trail says how' }),
  original: Nullable(Type.Object({ type: ClockType, instant: DateTime })),
  offline: Type.Boolean(), deviceInstant: Nullable(DateTime), receivedAt: DateTime,
  delayed: Type.Boolean({ description: 'an offline clock that arrived more than two minutes after it was taken' }), delaySeconds: Nullable(Type.Integer()),
  deleted: Type.Boolean(), deletedAt: Nullable(DateTime),
  selfieId: Nullable(Type.Integer({ description: 'GET /selfies/{selfieId} answers the image' })),
  edits: Type.Array(ClockEdit),
});

const Confirmed = Type.Optional(Type.Union([Type.Boolean(), Type.Array(literals(CLOCK_CONFIRMATIONS), { maxItems: 2 })], {
  description: 'true confirms whatever the server asks (SAME_TYPE_AS_PREVIOUS, DURING_SHIFT); a list confirms those only',
}));
const ClockCommon = {
  geoLoc: Type.Optional(Nullable(GeoLoc)),
  location: Type.Optional(Nullable(Type.String({ maxLength: 200 }))),
  deviceUuid: Type.Optional(Nullable(Type.String({ minLength: 1, maxLength: 100 }))),
  clientId: Type.Optional(Nullable(Type.String({ minLength: 1, maxLength: 100, description: 'client-generated id: a retried request answers the first clock' }))),
  tag: Type.Optional(Nullable(Type.String({ maxLength: 100 }))),
  campaignIds: Type.Optional(Type.Array(Id, { maxItems: 50 })),
  confirmed: Confirmed,
};

export const OwnClockInput = Type.Object({
  ...ClockCommon,
  type: Type.Optional(ClockType),
  comment: Type.Optional(Nullable(FreeText(500))),
  identification: Type.Optional(literals(IDENTIFICATION_METHODS)),
  source: Type.Optional(Type.Union([Type.Literal('WEB'), Type.Literal('MOBILE')])),
  offline: Type.Optional(Type.Boolean({ description: 'taken without network and sent later: deviceInstant is when' })),
  deviceInstant: Type.Optional(Nullable(DateTimeInput)),
}, { additionalProperties: false });

export const AdminClockInput = Type.Object({
  ...ClockCommon,
  employeeId: Id,
  type: ClockType,
  instant: Type.Optional(DateTimeInput),
  comment: FreeText(500),
}, { additionalProperties: false });

export const ClockChange = Type.Object({
  type: Type.Optional(ClockType),
  instant: Type.Optional(DateTimeInput),
  tag: Type.Optional(Nullable(Type.String({ maxLength: 100 }))),
  comment: FreeText(500),
}, { additionalProperties: false });

export const ClockListQuery = Type.Object({
  page: PageQueryProperties.page, size: PageQueryProperties.size, ids: PageQueryProperties.ids,
  from: Type.Optional(Type.String({ description: 'an instant, or a date (from its first minute in the company\'s time zone)', maxLength: 40 })),
  to: Type.Optional(Type.String({ description: 'an instant (excluded), or a date (to its last minute)', maxLength: 40 })),
  employeeIds: Type.Optional(PageQueryProperties.ids),
  departmentId: Type.Optional(Id),
  campaignIds: Type.Optional(PageQueryProperties.ids),
  source: Type.Optional(Type.String({ pattern: '^(WEB|MOBILE|KIOSK|TERMINAL|ADMIN)(,(WEB|MOBILE|KIOSK|TERMINAL|ADMIN))*$', maxLength: 60 })),
  showAll: Type.Optional(Type.Boolean({ description: 'deleted clocks too' })),
}, { additionalProperties: false });

const DATE = /^\d{4}-\d{2}-\d{2}$/;
/** `from`/`to` of a list: an instant, or a whole local day in `timeZone` (to: up to the day's end). */
export function boundOf(field: 'from' | 'to', value: string | undefined, timeZone: string): Date | undefined {
  if (value === undefined) return undefined;
  if (DATE.test(value)) {
    try {
      const day = dayBounds(value, timeZone);
      return field === 'from' ? day.start : day.end;
    } catch {
      throw fieldError(field, 'must be a date YYYY-MM-DD or a date-time with a time zone');
    }
  }
  const at = new Date(value);
  if (!/T/.test(value) || Number.isNaN(at.getTime())) throw fieldError(field, 'must be a date YYYY-MM-DD or a date-time with a time zone');
  return at;
}
