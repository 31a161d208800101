import { sql, type Kysely } from 'kysely';

/**
 * The API caches each caller's principal (account state, roles, authorities, modules, managed departments, the
 * employee's department). Every change to what feeds it announces itself on the `principal_changed` channel, from
 * the database, so no domain's code has to remember to: the payload is the account id whose principal changed, or
 * `*` when a change touches everyone (a role's permissions, a module switch). NOTIFY is delivered at commit, to
 * every listening replica, and not at all on rollback.
 */
const STATEMENTS = [
  `create function principal_notify_all() returns trigger language plpgsql as $$
begin
  perform pg_notify('principal_changed', '*');
  return null;
end $$`,
  `create function principal_notify_account() returns trigger language plpgsql as $$
begin
  if tg_op <> 'INSERT' then perform pg_notify('principal_changed', old.id::text); end if;
  if tg_op <> 'DELETE' then perform pg_notify('principal_changed', new.id::text); end if;
  return null;
end $$`,
  `create function principal_notify_account_role() returns trigger language plpgsql as $$
begin
  if tg_op <> 'INSERT' then perform pg_notify('principal_changed', old.account_id::text); end if;
  if tg_op <> 'DELETE' then perform pg_notify('principal_changed', new.account_id::text); end if;
  return null;
end $$`,
  // Managed departments and the own department are the employee's: notify the account(s) signed in as that employee.
  `create function principal_notify_employee() returns trigger language plpgsql as $$
declare
  target integer;
begin
  foreach target in array array[
    case when tg_op <> 'INSERT' then old.employee_id end,
    case when tg_op <> 'DELETE' then new.employee_id end
  ] loop
    if target is not null then
      perform pg_notify('principal_changed', a.id::text) from accounts a where a.employee_id = target;
    end if;
  end loop;
  return null;
end $$`,
  `create function principal_notify_employee_department() returns trigger language plpgsql as $$
begin
  perform pg_notify('principal_changed', a.id::text) from accounts a where a.employee_id = new.id;
  return null;
end $$`,
  `create trigger accounts_principal_changed after update on accounts for each row
    when ((old.enabled, old.expired, old.manually_locked, old.credentials_expired, old.session_version, old.employee_id)
      is distinct from (new.enabled, new.expired, new.manually_locked, new.credentials_expired, new.session_version, new.employee_id))
    execute function principal_notify_account()`,
  `create trigger accounts_principal_deleted after delete on accounts for each row execute function principal_notify_account()`,
  `create trigger account_roles_principal_changed after insert or update or delete on account_roles
    for each row execute function principal_notify_account_role()`,
  `create trigger department_managers_principal_changed after insert or update or delete on department_managers
    for each row execute function principal_notify_employee()`,
  `create trigger employees_principal_changed after update of department_id on employees for each row
    when (old.department_id is distinct from new.department_id) execute function principal_notify_employee_department()`,
  `create trigger role_permissions_principal_changed after insert or update or delete on role_permissions
    for each statement execute function principal_notify_all()`,
  `create trigger roles_principal_changed after update or delete on roles for each statement execute function principal_notify_all()`,
  `create trigger permissions_principal_changed after update or delete on permissions for each statement execute function principal_notify_all()`,
  `create trigger modules_principal_changed after insert or update or delete on modules for each statement execute function principal_notify_all()`,
  ...['accounts', 'account_roles', 'department_managers', 'employees', 'role_permissions', 'roles', 'permissions', 'modules'].map(
    (table) => `create trigger ${table}_principal_truncated after truncate on ${table} for each statement execute function principal_notify_all()`),
];

// One statement per query (the embedded driver takes one at a time, and the bodies hold semicolons).
export async function up(db: Kysely<any>): Promise<void> {
  for (const statement of STATEMENTS) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['accounts', 'account_roles', 'department_managers', 'employees', 'role_permissions', 'roles', 'permissions', 'modules']) {
    await sql.raw(`drop trigger if exists ${table}_principal_truncated on ${table}`).execute(db);
  }
  for (const [trigger, table] of [
    ['accounts_principal_changed', 'accounts'], ['accounts_principal_deleted', 'accounts'], ['account_roles_principal_changed', 'account_roles'],
    ['department_managers_principal_changed', 'department_managers'], ['employees_principal_changed', 'employees'],
    ['role_permissions_principal_changed', 'role_permissions'], ['roles_principal_changed', 'roles'],
    ['permissions_principal_changed', 'permissions'], ['modules_principal_changed', 'modules'],
  ]) await sql.raw(`drop trigger if exists ${trigger} on ${table}`).execute(db);
  for (const fn of ['principal_notify_all', 'principal_notify_account', 'principal_notify_account_role', 'principal_notify_employee', 'principal_notify_employee_department']) {
    await sql.raw(`drop function if exists ${fn}()`).execute(db);
  }
}
