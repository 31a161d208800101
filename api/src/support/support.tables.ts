import type { Generated, Timestamp } from '../platform/db/column-types.ts';

/** api/migrations/0025_tenant_texts.ts */
export interface SupportBannersTable {
  id: Generated<number>;
  text_en: string | null;
  text_pt: string | null;
  text_fr: string | null;
  starts_at: Timestamp;
  ends_at: Timestamp;
  audience: string;
  severity: string;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

export interface SupportTextOverridesTable {
  id: Generated<number>;
  language: string;
  key: string;
  value: string;
  updated_at: Generated<Date>;
}

export interface SupportTables {
  support_banners: SupportBannersTable;
  support_text_overrides: SupportTextOverridesTable;
}
