import type { Migration } from 'kysely/migration';
import * as m0001 from './0001_foundation.ts';

/** Every migration, in order. A new migration is a new file listed here. */
export const migrations: Record<string, Migration> = {
  '0001_foundation': m0001,
};
