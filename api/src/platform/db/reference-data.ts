import { sql } from 'kysely';
import {
  ALL_AUTHORITIES, DEFAULT_ROLE_AUTHORITIES, FEATURE_DEFINITIONS, MODULE_DEFINITIONS, ROLE_IDS, ROLES,
} from '../../../../domain/index.ts';
import type { Database } from './database.ts';

const THEMES = [
  { id: 1, name: 'Pontual blue', primary_color: '#1f5fbf', enabled: true },
  { id: 2, name: 'Forest', primary_color: '#2e7d4f', enabled: false },
  { id: 3, name: 'Slate', primary_color: '#44546a', enabled: false },
  { id: 4, name: 'Sunset', primary_color: '#c2571a', enabled: false },
];

/**
 * Brings reference data up to what `domain/` defines, at every start. Only what is missing is added:
 * an authority new in this release is granted to the built-in roles whose defaults include it, while
 * the grants an admin edited stay as they are.
 */
export async function syncReferenceData(db: Database): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx.insertInto('company').values({ id: 1, name: 'My company' }).onConflict((c) => c.column('id').doNothing()).execute();
    await trx.insertInto('modules')
      .values(MODULE_DEFINITIONS.map((m) => ({ id: m.id, code: m.code, name: m.name, switchable: m.switchable })))
      .onConflict((c) => c.column('id').doNothing()).execute();
    await trx.insertInto('features')
      .values(FEATURE_DEFINITIONS.map((f) => ({
        id: f.id, code: f.code, name: f.name, module_id: MODULE_DEFINITIONS.find((m) => m.code === f.module)!.id,
      })))
      .onConflict((c) => c.column('id').doNothing()).execute();
    const hasTheme = await trx.selectFrom('themes').select('id').limit(1).executeTakeFirst();
    if (!hasTheme) await trx.insertInto('themes').values(THEMES).execute();

    await trx.insertInto('roles')
      .values(ROLES.map((name) => ({ id: ROLE_IDS[name], name, built_in: true })))
      .onConflict((c) => c.column('id').doNothing()).execute();
    // Custom roles take ids after the built-in ones.
    await sql`select setval(pg_get_serial_sequence('roles', 'id'), greatest((select max(id) from roles), 100))`.execute(trx);

    const known = new Set((await trx.selectFrom('permissions').select('authority').execute()).map((p) => p.authority));
    const fresh = ALL_AUTHORITIES.filter((a) => !known.has(a));
    if (fresh.length === 0) return;
    const inserted = await trx.insertInto('permissions').values(fresh.map((authority) => ({ authority })))
      .returning(['id', 'authority']).execute();
    const grants = inserted.flatMap((p) =>
      ROLES.filter((role) => DEFAULT_ROLE_AUTHORITIES[role].includes(p.authority))
        .map((role) => ({ role_id: ROLE_IDS[role], permission_id: p.id })));
    if (grants.length) await trx.insertInto('role_permissions').values(grants).execute();
  });
}
