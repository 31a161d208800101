import type { Generated } from '../platform/db/column-types.ts';

export interface ModulesTable {
  id: number;
  code: string;
  name: string;
  enabled: Generated<boolean>;
  switchable: boolean;
}

export interface FeaturesTable {
  id: number;
  code: string;
  name: string;
  module_id: number;
  enabled: Generated<boolean>;
}

export interface FeatureTables {
  modules: ModulesTable;
  features: FeaturesTable;
}
