import type { EmployeeFilter, EmployeeOrder, EmployeeSortField } from '../generated/resolvers-types.ts';
import { renameFields } from '../platform/mutation.ts';
import { idOf } from '../platform/relay.ts';
import { sortParam } from '../platform/sorting.ts';

const SORT: Record<EmployeeSortField, string> = {
  ID: 'id', NAME: 'name', EMAIL: 'email', EMPLOYEE_NUMBER: 'employeeNumber', START_DATE: 'startDate', END_DATE: 'endDate', DEPARTMENT: 'department',
};

/** The list's filters and order as the API's query (`GET /employees`) or export body (`POST /employees/export`). */
export function employeeQuery(filter: EmployeeFilter | null | undefined, orderBy: readonly EmployeeOrder[] | null | undefined, path = ['filter']) {
  return {
    search: filter?.search ?? undefined,
    departmentId: filter?.departmentId ? idOf(filter.departmentId, 'Department', [...path, 'departmentId']) : undefined,
    contractTypeId: filter?.contractTypeId ? idOf(filter.contractTypeId, 'ContractType', [...path, 'contractTypeId']) : undefined,
    enabled: filter?.enabled ?? undefined,
    hasAccount: filter?.hasAccount ?? undefined,
    sort: sortParam(orderBy, SORT),
  };
}

const ref = (globalId: string | null, type: string, field: string) => (globalId === null ? null : { id: idOf(globalId, type, [field]) });

/** Input → REST body: global ids become `{id}` references; absent fields stay absent, explicit nulls clear. */
export function employeeBody<I extends { id?: string; departmentId?: string | null; contractTypeId?: string | null }>(input: I) {
  const { id: _id, departmentId, contractTypeId, ...fields } = input;
  return {
    ...fields,
    ...(departmentId !== undefined ? { department: ref(departmentId, 'Department', 'departmentId') } : {}),
    ...(contractTypeId !== undefined ? { contractType: ref(contractTypeId, 'ContractType', 'contractTypeId') } : {}),
  };
}

/** REST field names → input field names, for userErrors. */
export const employeeFields = renameFields({
  department: ['departmentId'], 'department.id': ['departmentId'], contractType: ['contractTypeId'], 'contractType.id': ['contractTypeId'],
});
