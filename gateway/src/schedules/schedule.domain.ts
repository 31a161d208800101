import { gatewayDomain } from '../platform/domain.ts';
import { scheduleLoaders } from './schedule.loaders.ts';
import { scheduleMutationResolvers } from './schedule-mutation.resolvers.ts';
import { schedulePreviewResolvers } from './schedule-preview.resolvers.ts';
import { scheduleResolvers } from './schedule.resolvers.ts';

export const schedulesDomain = gatewayDomain({
  dir: import.meta.dirname,
  resolvers: [scheduleResolvers, scheduleMutationResolvers, schedulePreviewResolvers],
  loaders: scheduleLoaders,
  mappers: {
    WeekSchedule: 'schedule.types.ts#WeekScheduleDto',
    ScheduleDay: 'schedule.types.ts#ScheduleDayDto',
    ScheduleException: 'schedule.types.ts#ScheduleExceptionDto',
    Timetable: 'schedule.types.ts#TimetableDto',
    FixedTimetable: 'schedule.types.ts#TimetableDto',
    FlexibleTimetable: 'schedule.types.ts#TimetableDto',
    FreeTimetable: 'schedule.types.ts#TimetableDto',
    RestTimetable: 'schedule.types.ts#TimetableDto',
    Tolerant: 'schedule.types.ts#TimetableDto',
    WithBreak: 'schedule.types.ts#TimetableDto',
    ScheduleAssignment: 'schedule.types.ts#ScheduleAssignmentDto',
    ExpectedDay: 'schedule.types.ts#ExpectedDayDto',
    SchedulePreview: 'schedule.types.ts#SchedulePreviewDto',
    SchedulePreviewChange: 'schedule.types.ts#SchedulePreviewChangeDto',
    SchedulePreviewTotals: 'schedule.types.ts#SchedulePreviewTotalsDto',
  },
});
