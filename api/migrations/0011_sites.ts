import type { Kysely } from 'kysely';
import { execScript } from './exec-script.ts';

/**
 * Sites (extended §3): work locations with a map position, a geofencing radius and the time zone their clocks are
 * read in. Coordinates are numeric(9,6): exactly the 6 decimals the API rounds to (about 11 cm), so what is stored
 * is what was answered. Names are unique without regard to case. Schedules link sites with `on delete restrict`
 * (migration 0013), so a site in use cannot disappear; the API refuses first, with the count.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await execScript(db, `
    create table sites (
      id serial primary key,
      name text not null,
      address text,
      latitude numeric(9,6) not null check (latitude between -90 and 90),
      longitude numeric(9,6) not null check (longitude between -180 and 180),
      radius integer not null default 100 check (radius between 10 and 10000),
      time_zone text not null,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    );
    create unique index sites_name_key on sites (lower(name));
  `);
}

export async function down(db: Kysely<any>): Promise<void> {
  await execScript(db, 'drop table sites');
}
