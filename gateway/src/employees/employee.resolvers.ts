import type { Resolvers } from '../generated/resolvers-types.ts';
import { fetchConnection, toGlobalId } from '../platform/relay.ts';
import { employeeQuery } from './employee.input.ts';

/** The gateway path of an employee's photo (gateway/src/files/picture-route.ts); under /graphql so every front door routes it. */
export const picturePath = (employeeId: number) => `/graphql/files/employees/${employeeId}/picture`;

export const employeeResolvers: Resolvers = {
  Query: {
    employees: (_, { first, after, filter, orderBy }, { rest, loaders }) =>
      fetchConnection(rest, '/employees', { first, after }, employeeQuery(filter, orderBy), loaders.employeeById),
    activeEmployeeCount: async (_, __, { rest }) => (await rest.getOne('/employees/count-active'))?.count ?? 0,
  },
  Employee: {
    id: (e) => toGlobalId('Employee', e.id),
    databaseId: (e) => e.id,
    pictureUrl: (e) => (e.hasPicture ? `${picturePath(e.id)}?v=${e.pictureVersion ?? 0}` : null),
    department: (e, _, { loaders }) => (e.department ? loaders.departmentById.load(e.department.id) : null),
    contractType: (e, _, { loaders }) => (e.contractType ? loaders.contractTypeById.load(e.contractType.id) : null),
    account: (e, _, { loaders }) => (e.accountId ? loaders.accountById.load(e.accountId) : null),
    insurances: (e, _, { loaders }) => loaders.insurancesByEmployee.load(e.id),
    yearlyTimeSettings: (e, args, { rest }) => fetchConnection(rest, '/employees-time/employee', args, { employeeId: e.id }),
    holidays: (e, { year, ...args }, { rest }) => fetchConnection(rest, `/holidays/${e.id}/employee`, args, { year }),
  },
};
