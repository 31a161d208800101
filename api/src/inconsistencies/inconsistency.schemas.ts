import { Type, type Static } from 'typebox';
import { FIELD_LIMITS as L, INCONSISTENCY_STATUSES, INCONSISTENCY_TYPES } from '../../../domain/index.ts';
import { INCONSISTENCY_PERIOD_MAX_DAYS, INCONSISTENCY_RESOLUTIONS, JUSTIFICATION_DOCUMENT_MAX_BYTES, JUSTIFICATION_DOCUMENT_MIME_TYPES } from '../../../domain/inconsistency.ts';
import { WorkdayInconsistencyDto } from '../attendance/attendance.schemas.ts';
import { FreeText, Id, IsoDate } from '../platform/input-types.ts';
import { PageQueryProperties } from '../platform/paging.ts';
import { multipartBody } from '../platform/uploads.ts';

/** The REST shapes of the inconsistency review (core §3, §7; issue #15). */
const OneOf = <T extends string>(values: readonly T[]) => Type.Unsafe<T>({ type: 'string', enum: [...values] });
const literals = (values: readonly string[]) => Type.Union(values.map((v) => Type.Literal(v)));
const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(t: T) => Type.Union([t, Type.Null()]);
const Instant = Type.String({ format: 'date-time' });
const Person = Type.Object({ accountId: Nullable(Type.Integer()), name: Nullable(Type.String()) });

export const InconsistencyDto = Type.Object({
  id: Type.Integer(),
  employee: Type.Object({ id: Type.Integer(), name: Type.String(), departmentId: Nullable(Type.Integer()), departmentName: Nullable(Type.String()) }),
  date: Type.String({ format: 'date', description: 'the workday, the local date its work starts on' }),
  type: OneOf(INCONSISTENCY_TYPES),
  status: OneOf(INCONSISTENCY_STATUSES),
  anchor: Nullable(Type.String({ description: 'what raised it (in:<clock>, day, segment:FIRST…); null on rows the engine did not raise' })),
  final: Type.Boolean(),
  minutes: Nullable(Type.Integer()),
  explanation: WorkdayInconsistencyDto.properties.explanation,
  resolution: Nullable(OneOf(INCONSISTENCY_RESOLUTIONS)),
  resolutionReason: Nullable(Type.String({ description: 'why it was archived ("deleted" for a delete without a reason)' })),
  resolvedAt: Nullable(Instant),
  resolvedBy: Nullable(Person),
  justification: Nullable(Type.Object({
    justified: Type.Boolean(), comment: Nullable(Type.String()),
    documentId: Nullable(Type.Integer({ description: 'GET /inconsistencies/{id}/justification/document answers the file' })),
    documentName: Nullable(Type.String()), at: Nullable(Instant), by: Nullable(Person),
  })),
  updatedAt: Instant,
});
export type InconsistencyDto = Static<typeof InconsistencyDto>;

export const InconsistencyEventDto = Type.Object({
  action: Type.String({ description: 'RAISED, CHANGED, AUTO_RESOLVED, REOPENED, ARCHIVED, DELETED, JUSTIFIED or UNJUSTIFIED' }),
  at: Instant, by: Nullable(Person), reason: Nullable(Type.String()), detail: Type.Unknown(),
});
export const InconsistencyWithTrailDto = Type.Object({ ...InconsistencyDto.properties, events: Type.Array(InconsistencyEventDto, { description: 'the trail, oldest first' }) });

const TYPE_LIST = `^(${INCONSISTENCY_TYPES.join('|')})(,(${INCONSISTENCY_TYPES.join('|')})){0,6}$`;

/** The filters every list, count, export and archive by period shares. */
export const FilterProperties = {
  from: Type.Optional(IsoDate({ description: 'first date, YYYY-MM-DD' })),
  to: Type.Optional(IsoDate({ description: `last date, YYYY-MM-DD (a period is at most ${INCONSISTENCY_PERIOD_MAX_DAYS} days)` })),
  campaignIds: Type.Optional(Type.String({ ...PageQueryProperties.ids, description: 'comma-separated campaign ids: inconsistencies raised by clocks of one of these campaigns' })),
  status: Type.Optional(literals(INCONSISTENCY_STATUSES)),
  resolution: Type.Optional(literals(INCONSISTENCY_RESOLUTIONS)),
  type: Type.Optional(Type.String({ pattern: TYPE_LIST, maxLength: 120, description: `one type or several, comma-separated: ${INCONSISTENCY_TYPES.join(', ')}` })),
  employeeId: Type.Optional(Id),
  departmentId: Type.Optional(Id),
  justified: Type.Optional(Type.Boolean({ description: 'true: justified; false: not justified (no justification, or judged unjustified)' })),
};
const { page, size, sort, ids } = PageQueryProperties;
const SORTS = 'date, employee, type, status, minutes, updatedAt, id';
export const ListQuery = Type.Object({
  ...FilterProperties, page, size, ids,
  sort: Type.Optional(Type.String({ ...sort, description: `field,asc or field,desc (${SORTS}); date,desc by default` })),
}, { additionalProperties: false });
export type ListQuery = Static<typeof ListQuery>;

const TypeCounts = Type.Object(Object.fromEntries(INCONSISTENCY_TYPES.map((t) => [t, Type.Integer()])) as Record<(typeof INCONSISTENCY_TYPES)[number], ReturnType<typeof Type.Integer>>);
export const EmployeeGroupDto = Type.Object({
  employee: InconsistencyDto.properties.employee,
  total: Type.Integer(), counts: TypeCounts,
  firstDate: Type.String({ format: 'date' }), lastDate: Type.String({ format: 'date' }),
});
export const GroupQuery = Type.Object({
  ...FilterProperties, page, size,
  sort: Type.Optional(Type.String({ ...sort, description: 'employee or total, then ,asc or ,desc; employee,asc by default' })),
}, { additionalProperties: false });

export const PeriodQuery = Type.Object({ from: FilterProperties.from, to: FilterProperties.to, campaignIds: FilterProperties.campaignIds, employeeId: FilterProperties.employeeId, departmentId: FilterProperties.departmentId }, { additionalProperties: false });

const Comment = FreeText(L.inconsistencyComment);
export const ArchiveOneBody = Type.Union([Type.Object({ comment: Type.Optional(Nullable(Comment)) }, { additionalProperties: false }), Type.Null()]);
/** A reason in the query is one line of text (a body's may span lines). */
export const DeleteQuery = Type.Object({ reason: Type.Optional(Type.String({ maxLength: L.inconsistencyComment })) }, { additionalProperties: false });
export const DeleteBody = Type.Union([Type.Object({ reason: Type.Optional(Nullable(Comment)) }, { additionalProperties: false }), Type.Null()]);

const IdList = Type.Array(Id, { minItems: 1, maxItems: L.inconsistencyBatch });
export const ArchiveManyBody = Type.Object({
  ids: Type.Optional(IdList),
  inconsistencyId: Type.Optional(Type.Union([Id, IdList], { description: 'the specification\'s name for ids (core §7): one id or a list' })),
  comment: Type.Optional(Nullable(Comment)),
}, { additionalProperties: false });

/** `from` and `to` are required; the route says so after the query is checked (Fastify checks the body first). */
export const ArchivePeriodBody = Type.Object({
  from: Type.Optional(IsoDate({ description: 'first date, YYYY-MM-DD (required)' })),
  to: Type.Optional(IsoDate({ description: `last date, YYYY-MM-DD (required; at most ${INCONSISTENCY_PERIOD_MAX_DAYS} days)` })),
  type: Type.Optional(Type.Array(literals(INCONSISTENCY_TYPES), { minItems: 1, maxItems: INCONSISTENCY_TYPES.length })),
  departmentId: Type.Optional(Id),
  employeeId: Type.Optional(Id),
  comment: Type.Optional(Nullable(Comment)),
}, { additionalProperties: false });
export const DryRunQuery = Type.Object({ dryRun: Type.Optional(Type.Boolean({ default: false, description: 'true: answer how many would be archived, archive nothing' })) }, { additionalProperties: false });
export const ArchivedCountDto = Type.Object({ count: Type.Integer(), dryRun: Type.Boolean() });

export const JustificationInput = Type.Object({
  justified: Type.Boolean({ description: 'true: justified; false: judged unjustified (a comment is then required)' }),
  comment: Type.Optional(Nullable(Comment)),
}, { additionalProperties: false });
export type JustificationInput = Static<typeof JustificationInput>;

const MB = JUSTIFICATION_DOCUMENT_MAX_BYTES / 1024 / 1024;
/** JSON for a decision alone; multipart when it brings its document (fields `justified` and `comment` before the file). */
export const JustificationBody = {
  content: {
    'application/json': { schema: JustificationInput },
    'multipart/form-data': {
      schema: {
        ...multipartBody('document', `${JUSTIFICATION_DOCUMENT_MIME_TYPES.join(', ')}; at most ${MB} MB`),
        properties: {
          justified: { type: 'string', enum: ['true', 'false'], description: "a field of the form" },
          comment: { type: 'string', maxLength: L.inconsistencyComment, description: "a field of the form" },
          document: { type: 'string', format: 'binary', description: `${JUSTIFICATION_DOCUMENT_MIME_TYPES.join(', ')}; at most ${MB} MB` },
        },
        required: ['justified', 'document'],
      },
    },
  },
} as const;

export const EmployeeItemParams = Type.Object({ id: Id, inconsistencyId: Id }, { additionalProperties: false });
export const CountAbsentQuery = Type.Object({ date: Type.Optional(IsoDate({ description: 'the day, YYYY-MM-DD (today in the company\'s time zone by default)' })) }, { additionalProperties: false });
