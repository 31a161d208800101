import { employeeQuery } from '../employees/employee.input.ts';
import { downloadOf } from '../files/file.resolvers.ts';
import type { DepartmentSortField, Resolvers } from '../generated/resolvers-types.ts';
import { prime } from '../platform/loaders.ts';
import { mutate, renameFields } from '../platform/mutation.ts';
import { fetchConnection, idOf, toGlobalId } from '../platform/relay.ts';
import { found, sortParam } from '../platform/sorting.ts';

const SORT: Record<DepartmentSortField, string> = { ID: 'id', NAME: 'name' };

/** `managerIds` → the API's `assignedManagers`, whose errors name `assignedManagers[i]`. */
const managerIds = (ids: readonly string[] | null | undefined) =>
  (ids === undefined ? {} : { assignedManagers: (ids ?? []).map((id, i) => idOf(id, 'Employee', ['managerIds', String(i)])) });
const departmentFields = renameFields({ assignedManagers: ['managerIds'], manager: ['managerIds'], managerList: ['managerIds'] });

export const departmentResolvers: Resolvers = {
  Query: {
    departments: (_, { first, after, search, orderBy }, { rest, loaders }) =>
      fetchConnection(rest, '/departments', { first, after }, { search, sort: sortParam(orderBy, SORT) }, loaders.departmentById),
    departmentCount: async (_, __, { rest }) => (await rest.getOne('/departments/count'))?.count ?? 0,
  },
  Department: {
    id: (d) => toGlobalId('Department', d.id),
    databaseId: (d) => d.id,
    managers: async (d, _, { loaders }) => found(await loaders.employeeById.loadMany(d.assignedManagers)),
    manager: (d, _, { loaders }) => (d.manager ? loaders.employeeById.load(d.manager.id) : null),
    hasManagerList: (d) => d.managerList !== null,
    employees: (d, { first, after, search, enabled, orderBy }, { rest, loaders }) => fetchConnection(rest, '/employees', { first, after }, {
      ...employeeQuery({ search, enabled }, orderBy), departmentId: d.id,
    }, loaders.employeeById),
    activeEmployeeCount: async (d, _, { rest }) => (await rest.getOne(`/departments/${d.id}/count-active`))?.count ?? null,
  },
  Mutation: {
    createDepartment: (_, { input }, { rest, loaders }) => mutate(async () => {
      const department = await rest.send('POST', '/departments', { name: input.name, ...managerIds(input.managerIds) });
      prime(loaders.departmentById, [department]);
      return { department };
    }, { fields: departmentFields }),
    updateDepartment: (_, { input }, { rest, loaders }) => mutate(async () => {
      const id = idOf(input.id, 'Department');
      await rest.send('PUT', `/departments/${id}`, { ...(input.name !== undefined ? { name: input.name } : {}), ...managerIds(input.managerIds) });
      return { department: await loaders.departmentById.load(id) };
    }, { fields: departmentFields }),
    deleteDepartment: (_, { input }, { rest }) => mutate(async () => {
      await rest.send('DELETE', `/departments/${idOf(input.id, 'Department')}`);
      return { deletedDepartmentId: input.id };
    }),
    exportDepartments: (_, __, { rest }) => mutate(async () => ({ file: downloadOf(await rest.download('POST', '/departments/export'), 'departments.xlsx') })),
  },
};
