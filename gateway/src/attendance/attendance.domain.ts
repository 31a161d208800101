import { gatewayDomain } from '../platform/domain.ts';
import { attendanceLoaders } from './attendance.loaders.ts';
import { attendanceResolvers } from './attendance.resolvers.ts';
import { payrollPeriodResolvers } from './payroll-period.resolvers.ts';

export const attendanceDomain = gatewayDomain({
  dir: import.meta.dirname,
  resolvers: [attendanceResolvers, payrollPeriodResolvers],
  loaders: attendanceLoaders,
  mappers: {
    AttendanceRow: 'attendance.types.ts#AttendanceRowDto',
    Workday: 'attendance.types.ts#WorkdayDto',
    WorkdayPair: 'attendance.types.ts#WorkdayPairDto',
    WorkdayInconsistency: 'attendance.types.ts#WorkdayInconsistencyDto',
    Timesheet: 'attendance.types.ts#TimesheetDto',
    TimesheetRow: 'attendance.types.ts#AttendanceRowDto',
    TimesheetDay: 'attendance.types.ts#WorkdayDto',
    WorkdayChange: 'attendance.types.ts#WorkdayChangeDto',
  },
});
