import type { Generated, Timestamp } from '../platform/db/column-types.ts';

export interface DepartmentsTable {
  id: Generated<number>;
  name: string;
  created_at: Timestamp;
}

export interface DepartmentManagersTable {
  department_id: number;
  employee_id: number;
}

export interface DepartmentTables {
  departments: DepartmentsTable;
  department_managers: DepartmentManagersTable;
}
