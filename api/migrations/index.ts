import type { Migration } from 'kysely/migration';
import * as m0001 from './0001_foundation.ts';
import * as m0002 from './0002_organisation.ts';
import * as m0003 from './0003_list_indexes.ts';
import * as m0004 from './0004_work_items.ts';

/** Every migration, in order. A new migration is a new file listed here. */
export const migrations: Record<string, Migration> = {
  '0001_foundation': m0001,
  '0002_organisation': m0002,
  '0003_list_indexes': m0003,
  '0004_work_items': m0004,
};
