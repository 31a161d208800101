import type { ResponseOf } from '../platform/rest-contract.ts';

/** From the generated REST contract: no field is listed here. */
export type WeekScheduleDto = ResponseOf<'/schedules/{id}', 'get'>;
export type ScheduleDayDto = WeekScheduleDto['days'][number];
export type ScheduleExceptionDto = WeekScheduleDto['exceptions'][number];
export type TimetableDto = ScheduleExceptionDto['timetable'];
type AssignmentAnswer = ResponseOf<'/schedule-assignments', 'get'>[number];
/** An assignment as the batch routes answer it, or as a schedule's holders list has it (no creation time). */
export type ScheduleAssignmentDto = Omit<AssignmentAnswer, 'createdAt'> & { createdAt: string | null };
export type ExpectedDayDto = ResponseOf<'/expected-days', 'get'>[number]['days'][number];
/** What a schedule change would do (`POST /schedules/{id}/preview`), and its parts. */
export type SchedulePreviewDto = ResponseOf<'/schedules/{id}/preview', 'post'>;
export type SchedulePreviewChangeDto = SchedulePreviewDto['changes'][number];
export type SchedulePreviewTotalsDto = SchedulePreviewDto['totals'];
