import type { Generated } from '../platform/db/column-types.ts';

export interface ContractTypesTable {
  id: Generated<number>;
  name: string;
  end_notice_days: Generated<number>;
}

export interface ContractTypeTables {
  contract_types: ContractTypesTable;
}
