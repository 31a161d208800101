import type { ColumnType } from 'kysely';

/** Column types shared by the tables of every domain (api/migrations). Dates are ISO strings `YYYY-MM-DD`. */
export type { Generated } from 'kysely';
export type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
export type DateOnly = string;
