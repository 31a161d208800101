import type { ItemOf, ResponseOf } from '../platform/rest-contract.ts';

/** From the generated REST contract: a row of `GET /absence-requests` (one by id is `?ids=…`). */
export type AbsenceRequestDto = ItemOf<'/absence-requests'>;
export type AbsenceTypeDto = ResponseOf<'/absences-types/{id}', 'get'>;
export type AbsenceEventDto = NonNullable<ResponseOf<'/absence-requests/{id}', 'get'>>['events'][number];
export type AbsenceBalanceDto = ResponseOf<'/employees/{id}/absence-balance', 'get'>;
export type AbsenceOverlapDto = ResponseOf<'/absence-requests/overlap/{id}', 'get'>[number];
export type AbsencePeriodDto = AbsenceRequestDto['periods'][number];
export type AbsenceSubtypeDto = AbsenceTypeDto['subtypes'][number];
export type AbsenceCalendarRowDto = ItemOf<'/absence-requests/calendar'>;
export type CalendarAbsenceDto = AbsenceCalendarRowDto['absences'][number];
