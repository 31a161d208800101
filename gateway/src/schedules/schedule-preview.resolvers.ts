import type { InconsistencyType, Resolvers } from '../generated/resolvers-types.ts';
import { mutate } from '../platform/mutation.ts';
import { idOf } from '../platform/relay.ts';
import { scheduleBody, scheduleFields } from './schedule-mutation.resolvers.ts';
import type { SchedulePreviewTotalsDto } from './schedule.types.ts';

/** The period is the input's own field; every other REST field is the schedule's. */
const previewFields = (path: string[]) => (path[0] === 'from' || path[0] === 'to' || (path[0] === 'id' && path.length === 1) ? path : scheduleFields(path));

/** `{ABSENT: 3}` as `[{type: ABSENT, count: 3}]`, in the order of the catalogue of types. */
const counted = (counts: SchedulePreviewTotalsDto['raised']) =>
  Object.entries(counts).flatMap(([type, count]) => (count ? [{ type: type as InconsistencyType, count }] : []));

/** The schedule editor's what-if (issue #14 item 6): the API computes it in a transaction it rolls back. */
export const schedulePreviewResolvers: Resolvers = {
  Mutation: {
    previewWeekSchedule: (_, { input }, { rest }) => mutate(async () => {
      const id = idOf(input.id, 'WeekSchedule');
      const period = { ...(input.from ? { from: input.from } : {}), ...(input.to ? { to: input.to } : {}) };
      return { preview: await rest.send('POST', `/schedules/${id}/preview`, { ...scheduleBody(input.schedule), ...period }) };
    }, { fields: previewFields }),
  },
  SchedulePreviewChange: {
    employee: (change, _, { loaders }) => loaders.employeeById.load(change.employeeId),
  },
  SchedulePreviewTotals: {
    raised: (totals) => counted(totals.raised),
    resolved: (totals) => counted(totals.resolved),
  },
};
