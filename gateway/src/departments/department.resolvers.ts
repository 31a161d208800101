import type { EmployeeDto } from '../employees/employee.types.ts';
import type { Resolvers } from '../generated/resolvers-types.ts';
import { fetchConnection, toGlobalId } from '../platform/relay.ts';
import { found } from '../platform/sorting.ts';
import type { DepartmentDto } from './department.types.ts';

export const departmentResolvers: Resolvers = {
  Query: {
    departments: (_, { first, after, search }, { rest, loaders }) => fetchConnection<DepartmentDto>(rest, '/departments', { first, after }, { search }, loaders.departmentById),
  },
  Department: {
    id: (d) => toGlobalId('Department', d.id),
    databaseId: (d) => d.id,
    managers: async (d, _, { loaders }) => found(await loaders.employeeById.loadMany(d.assignedManagers)),
    employees: (d, args, { rest, loaders }) => fetchConnection<EmployeeDto>(rest, '/employees', args, { departmentId: d.id }, loaders.employeeById),
  },
};
