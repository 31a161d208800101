import { gatewayDomain } from '../platform/domain.ts';
import { absenceLoaders } from './absence.loaders.ts';
import { absenceMutationResolvers } from './absence-mutation.resolvers.ts';
import { absenceResolvers } from './absence.resolvers.ts';

export const absencesDomain = gatewayDomain({
  dir: import.meta.dirname,
  resolvers: [absenceResolvers, absenceMutationResolvers],
  loaders: absenceLoaders,
  mappers: {
    AbsenceRequest: 'absence.types.ts#AbsenceRequestDto',
    AbsenceType: 'absence.types.ts#AbsenceTypeDto',
    AbsenceRequestEvent: 'absence.types.ts#AbsenceEventDto',
    AbsenceBalance: 'absence.types.ts#AbsenceBalanceDto',
    AbsenceOverlap: 'absence.types.ts#AbsenceOverlapDto',
    AbsencePeriod: 'absence.types.ts#AbsencePeriodDto',
    AbsenceSubtype: 'absence.types.ts#AbsenceSubtypeDto',
    AbsenceCalendarRow: 'absence.types.ts#AbsenceCalendarRowDto',
    CalendarAbsence: 'absence.types.ts#CalendarAbsenceDto',
  },
});
