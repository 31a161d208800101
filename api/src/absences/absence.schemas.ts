import { Type, type Static } from 'typebox';
import { ABSENCE_REQUEST_STATUSES, FIELD_LIMITS as L } from '../../../domain/index.ts';
import { LEVEL_DECISIONS } from '../../../domain/absences/absence-workflow.ts';
import { FreeText, Id, IsoDate } from '../platform/input-types.ts';
import { PageQueryProperties } from '../platform/paging.ts';

const Nullable = <T extends import('typebox').TSchema>(t: T) => Type.Union([t, Type.Null()]);
const Time = Type.String({ pattern: '^([01][0-9]|2[0-3]):[0-5][0-9]$', description: 'HH:MM' });

export const PeriodBody = Type.Object({
  validFrom: IsoDate(), validTo: IsoDate(),
  coverage: Type.Optional(Type.Union([Type.Literal('FULL'), Type.Literal('PERIOD')], { description: 'FULL (default) or PERIOD: a half day' })),
  dayScope: Type.Optional(Type.Union([Type.Literal('FULL_DAY'), Type.Literal('PERIOD_IN_DAY')], { description: 'FULL_DAY (default) or PERIOD_IN_DAY with startTime and endTime' })),
  startTime: Type.Optional(Nullable(Time)), endTime: Type.Optional(Nullable(Time)),
  dayPeriod: Type.Optional(Nullable(Type.Union([Type.Literal('MORNING'), Type.Literal('AFTERNOON')], { description: 'which half of a half day (default MORNING)' }))),
}, { additionalProperties: false });

const Comment = FreeText(L.absenceComment);

export const CreateBody = Type.Object({
  requesterId: Type.Optional(Id),
  absenceTypeId: Type.Optional(Id),
  /** the specification's other name for absenceTypeId */
  absenceId: Type.Optional(Id),
  absenceSubtypeId: Type.Optional(Nullable(Id)),
  periods: Type.Array(PeriodBody, { minItems: 1, maxItems: L.absencePeriods }),
  userComment: Type.Optional(Nullable(Comment)),
}, { additionalProperties: false });
export type CreateBody = Static<typeof CreateBody>;

/** PUT: a decision (adminStatus or managerStatus, with a comment) or an edit (type, subtype, periods, comment), not both. */
const Decision = Type.Union([...LEVEL_DECISIONS, 'JUSTIFIED', 'UNJUSTIFIED'].map((s) => Type.Literal(s)));
export const UpdateBody = Type.Object({
  adminStatus: Type.Optional(Decision), managerStatus: Type.Optional(Decision), comment: Type.Optional(Nullable(Comment)),
  absenceTypeId: Type.Optional(Id), absenceSubtypeId: Type.Optional(Nullable(Id)), periods: Type.Optional(Type.Array(PeriodBody, { minItems: 1, maxItems: L.absencePeriods })),
  userComment: Type.Optional(Nullable(Comment)),
}, { additionalProperties: false });
export type UpdateBody = Static<typeof UpdateBody>;

export const DeleteQuery = Type.Object({ reason: Type.Optional(Type.String({ maxLength: L.absenceComment })) }, { additionalProperties: false });

const Status = Type.Union(ABSENCE_REQUEST_STATUSES.map((s) => Type.Literal(s)));
export const FilterProperties = {
  periodsValidFrom: Type.Optional(IsoDate({ description: 'requests with a day on or after' })),
  periodsValidTo: Type.Optional(IsoDate({ description: 'requests with a day on or before' })),
  status: Type.Optional(Type.String({ maxLength: 200, pattern: `^(${ABSENCE_REQUEST_STATUSES.join('|')})(,(${ABSENCE_REQUEST_STATUSES.join('|')}))*$`, description: 'one or several, comma separated' })),
  employeeId: Type.Optional(Id), departmentId: Type.Optional(Id), absenceTypeId: Type.Optional(Id),
  awaiting: Type.Optional(Type.Boolean({ description: 'only those waiting for your level\'s decision (HR for administrators, manager for managers)' })),
};
export const ListQuery = Type.Object({ ...PageQueryProperties, ...FilterProperties }, { additionalProperties: false });
export type ListQuery = Static<typeof ListQuery>;

export const PeriodDto = Type.Object({
  id: Type.Integer(), validFrom: Type.String(), validTo: Type.String(), validFromLocaleDate: Type.String(), validToLocaleDate: Type.String(),
  coverage: Type.String(), dayScope: Type.String(), startTime: Nullable(Type.String()), endTime: Nullable(Type.String()),
  dayPeriod: Nullable(Type.String()), numberOfDays: Type.Number(),
});
export const RequestDto = Type.Object({
  id: Type.Integer(), requesterId: Type.Integer(),
  requester: Type.Object({ id: Type.Integer(), name: Type.String(), departmentId: Nullable(Type.Integer()), departmentName: Nullable(Type.String()) }),
  absenceTypeId: Type.Integer(), absenceId: Type.Integer(), absenceType: Type.Object({ id: Type.Integer(), name: Type.String() }),
  absenceSubtypeId: Nullable(Type.Integer()), absenceSubtypeName: Nullable(Type.String()),
  manager: Nullable(Type.Object({ id: Type.Integer() })),
  status: Status, adminStatus: Status, managerStatus: Status, justification: Type.String(),
  /** the levels that decide it: ADMIN (HR) and/or MANAGER */
  levels: Type.Array(Type.String()),
  comment: Nullable(Type.String()), userComment: Nullable(Type.String()), createdBy: Nullable(Type.Integer()),
  createdOn: Type.String({ format: 'date-time' }), approvedOn: Nullable(Type.String({ format: 'date-time' })), updatedAt: Type.String({ format: 'date-time' }),
  firstStartDate: Type.String(), lastEndDate: Type.String(), numberOfDays: Type.Number(), justificationDocumentName: Nullable(Type.String()),
  periods: Type.Array(PeriodDto),
});
export const EventDto = Type.Object({
  at: Type.String({ format: 'date-time' }), accountId: Nullable(Type.Integer()), byName: Nullable(Type.String()), action: Type.String(),
  level: Nullable(Type.String()), status: Type.String(), comment: Nullable(Type.String()),
});
export const RequestWithTrailDto = Type.Object({ ...RequestDto.properties, events: Type.Array(EventDto) });
export const BalanceDto = Type.Object({
  employeeId: Type.Integer(), year: Type.Integer(), allowed: Type.Number(), carried: Type.Number(), expired: Type.Number(), approved: Type.Number(),
  taken: Type.Number(), pending: Type.Number(), remaining: Type.Number(), notTakenLastYear: Type.Number(),
});
