import type { Resolvers } from '../generated/resolvers-types.ts';
import { mutate } from '../platform/mutation.ts';

/** Payroll periods: read by whoever reads clocks; closed, reopened and configured by a company-wide administrator. */
export const payrollPeriodResolvers: Resolvers = {
  Query: {
    payrollPeriods: (_, { year }, { rest }) => rest.getOne('/payroll-periods', year ? { year } : {}),
  },
  Mutation: {
    closePayrollPeriod: (_, { date }, { rest }) =>
      mutate(async () => ({ payrollPeriods: await rest.send('POST', '/payroll-periods/close', { date }) })),
    reopenPayrollPeriod: (_, { date, reason }, { rest }) =>
      mutate(async () => ({ payrollPeriods: await rest.send('POST', '/payroll-periods/reopen', { date, reason }) })),
    setPayrollPeriodEndDay: (_, { endDay }, { rest }) =>
      mutate(async () => ({ payrollPeriods: await rest.send('PUT', '/payroll-periods/settings', { endDay }) })),
  },
};
