import type { Kysely } from 'kysely';
import { execScript } from './exec-script.ts';

/** Holidays, holiday policy, yearly time settings and insurance (organisation issue). */
export async function up(db: Kysely<any>): Promise<void> {
  await execScript(db, `
    create table holidays (
      id serial primary key,
      holiday_date date not null unique,
      name text not null default ''
    );
    create table holiday_policy (
      id integer primary key check (id = 1),
      is_active boolean not null default true
    );
    insert into holiday_policy (id, is_active) values (1, true);
    create table employee_yearly_time (
      id serial primary key,
      employee_id integer not null references employees (id) on delete cascade,
      year integer not null check (year between 1921 and 2079),
      holiday_days numeric(5,1),
      bonus_days numeric(5,1),
      check (holiday_days is not null or bonus_days is not null),
      unique (employee_id, year)
    );
    create table insurance (
      id serial primary key,
      name text not null,
      type text not null check (type in ('health_insurance', 'work_insurance')),
      provider text,
      policy_number text,
      valid_from date,
      valid_to date
    );
    create table employee_insurance (
      insurance_id integer not null references insurance (id) on delete restrict,
      employee_id integer not null references employees (id) on delete cascade,
      primary key (insurance_id, employee_id)
    );
    create index employee_insurance_employee_idx on employee_insurance (employee_id);
    create index employees_contract_type_idx on employees (contract_type_id);
  `);
}
