import type { Kysely } from 'kysely';
import { execScript } from './exec-script.ts';

/** Foundation tables: files, company, modules, roles and permissions, organisation, accounts. */
export async function up(db: Kysely<any>): Promise<void> {
  await execScript(db, `
    create table stored_files (
      id serial primary key,
      kind text not null,
      content_type text not null,
      size integer not null,
      sha256 text not null,
      content bytea not null,
      created_at timestamptz not null default now()
    );
    create table company (
      id integer primary key default 1 check (id = 1),
      name text not null,
      legal_name text,
      tax_id text,
      email text,
      phone text,
      website text,
      tax_address_street1 text,
      tax_address_street2 text,
      tax_address_city text,
      tax_address_state text,
      tax_address_zip_code text,
      tax_address_country text,
      timezone text not null default 'Europe/Lisbon',
      default_language text not null default 'en',
      currency text not null default 'EUR',
      subscription_start date,
      subscription_end date,
      subscription_period text not null default 'UNKNOWN',
      logo_file_id integer references stored_files (id) on delete set null,
      logo_mobile_file_id integer references stored_files (id) on delete set null,
      updated_at timestamptz not null default now()
    );
    create table modules (
      id integer primary key,
      code text not null unique,
      name text not null,
      enabled boolean not null default true,
      switchable boolean not null
    );
    create table features (
      id integer primary key,
      code text not null unique,
      name text not null,
      module_id integer not null references modules (id),
      enabled boolean not null default true
    );
    create table themes (
      id integer primary key,
      name text not null,
      primary_color text not null,
      enabled boolean not null default false
    );
    create unique index themes_one_enabled on themes (enabled) where enabled;
    create table roles (
      id serial primary key,
      name text not null,
      description text,
      built_in boolean not null default false
    );
    create unique index roles_name_key on roles (upper(name));
    create table permissions (
      id serial primary key,
      authority text not null unique
    );
    create table role_permissions (
      role_id integer not null references roles (id) on delete cascade,
      permission_id integer not null references permissions (id) on delete cascade,
      primary key (role_id, permission_id)
    );
    create table addresses (
      id serial primary key,
      street_line1 text,
      street_line2 text,
      city text,
      state text,
      zip_code text,
      country text
    );
    create table departments (
      id serial primary key,
      name text not null,
      created_at timestamptz not null default now()
    );
    create unique index departments_name_key on departments (lower(name));
    create table contract_types (
      id serial primary key,
      name text not null,
      end_notice_days integer not null default 0
    );
    create unique index contract_types_name_key on contract_types (lower(name));
    create table employees (
      id serial primary key,
      name text not null,
      email text,
      department_id integer references departments (id) on delete set null,
      contract_type_id integer references contract_types (id),
      address_id integer references addresses (id) on delete set null,
      birth_date date,
      identity_validity_date date,
      drivers_validity_date date,
      start_date date,
      end_date date,
      start_date_on_company date,
      residential_card_validity_date date,
      passport_validity_date date,
      entered timestamptz not null default now(),
      gender text,
      marital_status text,
      dependents integer,
      drivers_license text,
      identity_number text,
      tax_id text,
      social_security_number text,
      job_title text,
      phone text,
      alternative_phone text,
      personal_email text,
      employee_number text unique,
      seniority_months integer,
      emergency_contact_name text,
      emergency_contact_phone text,
      emergency_contact_relation text,
      language text not null default 'en',
      read_only boolean not null default false,
      login_enabled boolean not null default true,
      foreign_language text,
      qualification_level text,
      education_areas text[] not null default '{}',
      picture_file_id integer references stored_files (id) on delete set null,
      updated_at timestamptz not null default now()
    );
    create index employees_department_idx on employees (department_id);
    create index employees_name_idx on employees (lower(name));
    create table department_managers (
      department_id integer not null references departments (id) on delete cascade,
      employee_id integer not null references employees (id) on delete cascade,
      primary key (department_id, employee_id)
    );
    create index department_managers_employee_idx on department_managers (employee_id);
    create table accounts (
      id serial primary key,
      username text,
      employee_code text,
      password_hash text not null,
      employee_id integer unique references employees (id) on delete set null,
      enabled boolean not null default true,
      expired boolean not null default false,
      manually_locked boolean not null default false,
      credentials_expired boolean not null default false,
      locked_until timestamptz,
      failed_attempts integer not null default 0,
      session_version integer not null default 0,
      identification_method text not null default 'userpass',
      identification_code_hash text,
      last_login_at timestamptz,
      password_changed_at timestamptz,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      check (username is not null or employee_code is not null)
    );
    create unique index accounts_username_key on accounts (lower(username));
    create unique index accounts_employee_code_key on accounts (upper(employee_code));
    create table account_roles (
      account_id integer not null references accounts (id) on delete cascade,
      role_id integer not null references roles (id),
      primary key (account_id, role_id)
    );
    create index account_roles_role_idx on account_roles (role_id);
    create table password_resets (
      id serial primary key,
      account_id integer not null references accounts (id) on delete cascade,
      token_hash text not null unique,
      code_hash text not null,
      expires_at timestamptz not null,
      used_at timestamptz,
      created_at timestamptz not null default now()
    );
    create index password_resets_account_idx on password_resets (account_id);
    create table app_secrets (
      name text primary key,
      value text not null
    );
  `);
}
