import type { EmployeeDto } from '../employees/employee.types.ts';
import type { Resolvers } from '../generated/resolvers-types.ts';
import { prime } from '../platform/loaders.ts';
import { fetchConnection, toGlobalId } from '../platform/relay.ts';
import { found } from '../platform/sorting.ts';
import type { DepartmentDto } from './department.types.ts';

export const departmentResolvers: Resolvers = {
  Query: {
    departments: async (_, { first, after, search }, { rest, loaders }) => {
      const connection = await fetchConnection<DepartmentDto>(rest, '/departments', { first, after }, { search });
      prime(loaders.departmentById, connection.edges.map((e) => e.node));
      return connection;
    },
  },
  Department: {
    id: (d) => toGlobalId('Department', d.id),
    databaseId: (d) => d.id,
    managers: async (d, _, { loaders }) => found(await loaders.employeeById.loadMany(d.assignedManagers)),
    employees: async (d, args, { rest, loaders }) => {
      const connection = await fetchConnection<EmployeeDto>(rest, '/employees', args, { departmentId: d.id });
      prime(loaders.employeeById, connection.edges.map((e) => e.node));
      return connection;
    },
  },
};
