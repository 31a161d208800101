import type { DateOnly, Generated } from '../platform/db/column-types.ts';

export interface InsuranceTable {
  id: Generated<number>;
  name: string;
  type: string;
  provider: string | null;
  policy_number: string | null;
  valid_from: DateOnly | null;
  valid_to: DateOnly | null;
}

export interface EmployeeInsuranceTable {
  insurance_id: number;
  employee_id: number;
}

export interface InsuranceTables {
  insurance: InsuranceTable;
  employee_insurance: EmployeeInsuranceTable;
}
