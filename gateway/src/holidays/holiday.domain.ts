import { gatewayDomain } from '../platform/domain.ts';
import { holidayLoaders } from './holiday.loaders.ts';
import { holidayResolvers, yearlyTimeResolvers } from './holiday.resolvers.ts';

export const holidaysDomain = gatewayDomain({
  dir: import.meta.dirname,
  resolvers: [holidayResolvers, yearlyTimeResolvers],
  loaders: holidayLoaders,
  mappers: {
    Holiday: 'holiday.types.ts#HolidayDto',
    HolidayPolicy: 'holiday.types.ts#HolidayPolicyDto',
    YearlyTimeSetting: 'holiday.types.ts#YearlyTimeSettingDto',
  },
});
