import type { Resolvers } from '../generated/resolvers-types.ts';
import { prime } from '../platform/loaders.ts';
import { mutate, renameFields } from '../platform/mutation.ts';
import { fetchConnection, idOf, toGlobalId } from '../platform/relay.ts';
import type { RestClient } from '../platform/rest-client.ts';

const today = () => new Date().toISOString().slice(0, 10);
const policy = (rest: RestClient) => rest.getOne('/holidaypolicy');

export const holidayResolvers: Resolvers = {
  Query: {
    holidays: (_, { year, first, after }, { rest, loaders }) => fetchConnection(rest, '/holidays', { first, after }, { year }, loaders.holidayById),
    holidayPolicy: (_, __, { rest }) => policy(rest),
  },
  Holiday: {
    id: (h) => toGlobalId('Holiday', h.id),
    databaseId: (h) => h.id,
    isPast: (h) => h.holidayDate < today(),
  },
  HolidayPolicy: {
    id: (p) => toGlobalId('HolidayPolicy', p.id),
    databaseId: (p) => p.id,
  },
  Mutation: {
    createHoliday: (_, { input }, { rest, loaders }) => mutate(async () => {
      const holiday = await rest.send('POST', '/holidays', { holidayDate: input.holidayDate, ...(input.name != null ? { name: input.name } : {}) });
      prime(loaders.holidayById, [holiday]);
      return { holiday };
    }),
    updateHoliday: (_, { input }, { rest, loaders }) => mutate(async () => {
      const id = idOf(input.id, 'Holiday');
      await rest.send('PUT', `/holidays/${id}`, {
        ...(input.holidayDate != null ? { holidayDate: input.holidayDate } : {}), ...(input.name != null ? { name: input.name } : {}),
      });
      return { holiday: await loaders.holidayById.load(id) };
    }),
    deleteHoliday: (_, { input }, { rest }) => mutate(async () => {
      await rest.send('DELETE', `/holidays/${idOf(input.id, 'Holiday')}`);
      return { deletedHolidayId: input.id };
    }),
    setHolidayPolicy: (_, { input }, { rest }) => mutate(async () => {
      await rest.send('PUT', '/holidaypolicy/1', undefined, { isActive: input.isActive });
      return { holidayPolicy: await policy(rest) };
    }),
  },
};

/** Yearly holiday and bonus days (`/employees-time/...`). */
export const yearlyTimeResolvers: Resolvers = {
  Query: {
    yearlyTimeSettings: (_, { employeeId, year, first, after }, { rest }) => fetchConnection(rest, '/employees-time/employee', { first, after }, {
      employeeId: employeeId ? idOf(employeeId, 'Employee', ['employeeId']) : undefined, yearPeriod: year,
    }),
  },
  YearlyTimeSetting: {
    id: (t) => toGlobalId('YearlyTimeSetting', t.id),
    databaseId: (t) => t.id,
    employeeId: (t) => toGlobalId('Employee', t.employeeId),
    employee: (t, _, { loaders }) => loaders.employeeById.load(t.employeeId),
  },
  Mutation: {
    registerHolidayYear: (_, { input }, { rest }) => mutate(async () => {
      const done = await rest.send('POST', '/employees-time/year', input);
      return { yearPeriod: done.yearPeriod, employeeCount: done.employees };
    }),
    setYearlyTimeSetting: (_, { input }, { rest }) => mutate(async () => {
      const employeeId = idOf(input.employeeId, 'Employee', ['employeeId']);
      await rest.send('PUT', `/employees-time/employee/${employeeId}/year/${input.yearPeriod}`, { holidayDays: input.holidayDays, bonusDays: input.bonusDays });
      return { yearlyTimeSetting: await findSetting(rest, employeeId, input.yearPeriod) };
    }, { fields: renameFields({ year: ['yearPeriod'], id: ['employeeId'] }) }),
    deleteYearlyTimeSetting: (_, { input }, { rest }) => mutate(async () => {
      const employeeId = idOf(input.employeeId, 'Employee', ['employeeId']);
      const setting = await findSetting(rest, employeeId, input.yearPeriod);
      await rest.send('DELETE', '/employees-time/employee', { employeeId, yearPeriod: input.yearPeriod });
      return { deletedYearlyTimeSettingId: setting ? toGlobalId('YearlyTimeSetting', setting.id) : null };
    }),
  },
};

async function findSetting(rest: RestClient, employeeId: number, yearPeriod: number) {
  return (await rest.getPage('/employees-time/employee', { employeeId, yearPeriod, size: 1 })).content[0] ?? null;
}
