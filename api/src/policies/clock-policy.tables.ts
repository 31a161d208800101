import type { Timestamp } from '../platform/db/column-types.ts';

/** The company's switch of one clock policy; the rows are the built-in policies (migration 0012). */
export interface ClockPoliciesTable {
  id: number;
  code: string;
  name: string;
  enabled: boolean;
  updated_at: Timestamp;
  /** who changed the switch last (null: nobody since it was created); no foreign key, the trail outlives the account */
  updated_by_account_id: number | null;
}

/** An employee's override of a clock policy; `enabled` null once removed (the row keeps the trail of the removal). */
export interface EmployeeClockPoliciesTable {
  employee_id: number;
  policy_id: number;
  enabled: boolean | null;
  updated_at: Timestamp;
  updated_by_account_id: number | null;
}

export interface ClockPolicyTables {
  clock_policies: ClockPoliciesTable;
  employee_clock_policies: EmployeeClockPoliciesTable;
}
