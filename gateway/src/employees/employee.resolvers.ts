import type { EmployeeSortField, Resolvers } from '../generated/resolvers-types.ts';
import { fetchConnection, idOf, toGlobalId } from '../platform/relay.ts';
import { sortParam } from '../platform/sorting.ts';
import type { EmployeeDto } from './employee.types.ts';

const SORT: Record<EmployeeSortField, string> = { ID: 'id', NAME: 'name', EMAIL: 'email', EMPLOYEE_NUMBER: 'employeeNumber', START_DATE: 'startDate', END_DATE: 'endDate' };

export const employeeResolvers: Resolvers = {
  Query: {
    employees: (_, { first, after, filter, orderBy }, { rest, loaders }) => fetchConnection<EmployeeDto>(rest, '/employees', { first, after }, {
      search: filter?.search,
      departmentId: filter?.departmentId ? idOf(filter.departmentId, 'Department', ['filter', 'departmentId']) : undefined,
      sort: sortParam(orderBy, SORT),
    }, loaders.employeeById),
  },
  Employee: {
    id: (e) => toGlobalId('Employee', e.id),
    databaseId: (e) => e.id,
    department: (e, _, { loaders }) => (e.department ? loaders.departmentById.load(e.department.id) : null),
    account: (e, _, { loaders }) => (e.accountId ? loaders.accountById.load(e.accountId) : null),
  },
};
