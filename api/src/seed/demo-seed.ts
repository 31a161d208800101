import { sql } from 'kysely';
import { EDUCATION_AREAS, MARITAL_STATUSES, QUALIFICATION_LEVELS, ROLE_IDS, type Language } from '../../../domain/index.ts';
import type { Database } from '../platform/db/database.ts';
import type { NewEmployee } from '../platform/db/schema.ts';
import { hashPassword } from '../platform/auth/passwords.ts';
import { addNationalHolidays } from '../holidays/national-holidays.ts';
import { seedDemoWorkItems } from './demo-work-items.ts';
import { seedDemoClocks } from './demo-clocks.ts';
import { seedDemoSchedules } from './demo-schedules.ts';
import { CLOCK_POLICY_IDS, setCompanyClockPolicy, setEmployeeClockPolicy } from '../policies/clock-policy.service.ts';
import { SYSTEM_SCOPE } from '../platform/auth/access-scope.ts';
import { CITIES, CONTRACT_TYPES, DEMO_ACCOUNTS, DEMO_PASSWORD, DEPARTMENTS, FIRST_NAMES, JOBS, LAST_NAMES } from './demo-data.ts';
import { addDaysIso } from '../../../domain/dates.rules.ts';

const EMPLOYEE_COUNT = 40;

/** Seeds "Demo Company" when the database has no employees yet. Returns whether it seeded. */
export async function seedDemoIfEmpty(db: Database, now = new Date()): Promise<boolean> {
  const any = await db.selectFrom('employees').select('id').limit(1).executeTakeFirst();
  if (any) return false;
  await seedDemo(db, now);
  return true;
}

/** Removes the organisation and accounts, then seeds the demo company afresh (`npm run seed`). */
export async function reseedDemo(db: Database, now = new Date()): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await sql`truncate auth_throttles, password_resets, account_roles, accounts, department_managers, employees, addresses,
      departments, contract_types, holidays, employee_schedules, schedule_timetable_sites, schedule_timetables,
      schedule_exceptions, week_schedules, sites restart identity cascade`.execute(trx);
    await trx.updateTable('company').set({ logo_file_id: null, logo_mobile_file_id: null }).execute();
    await trx.deleteFrom('stored_files').execute();
  });
  await seedDemo(db, now);
}

export async function seedDemo(db: Database, now = new Date()): Promise<void> {
  const today = now.toISOString().slice(0, 10);
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  await db.transaction().execute(async (trx) => {
    await trx.updateTable('company').where('id', '=', 1).set({
      name: 'Demo Company', legal_name: 'Demo Company, Lda.', tax_id: 'PT509999990', email: 'hr@demo.test',
      phone: '+351 210 000 000', website: 'https://demo.test', tax_address_street1: 'Avenida da Liberdade 100',
      tax_address_city: 'Lisboa', tax_address_zip_code: '1250-146', tax_address_country: 'PT', timezone: 'Europe/Lisbon',
      subscription_start: addDaysIso(today, -400), subscription_end: addDaysIso(today, 330), subscription_period: 'YEARLY',
    }).execute();
    await trx.updateTable('modules').set({ enabled: true }).execute();
    // This year's and next year's national holidays of the company's country (Portugal), named in Portuguese.
    const year = Number(today.slice(0, 4));
    await addNationalHolidays(trx, 'PT', [year, year + 1], 'pt');
    const departments = await trx.insertInto('departments').values(DEPARTMENTS.map((name) => ({ name }))).returning(['id', 'name']).execute();
    const depId = (name: string) => departments.find((d) => d.name === name)!.id;
    const contracts = await trx.insertInto('contract_types').values(CONTRACT_TYPES).returning('id').execute();

    const people: { name: string; department: string; job: string }[] = DEMO_ACCOUNTS.map((a) => ({ name: a.name, department: a.department, job: a.job }));
    for (let i = people.length; i < EMPLOYEE_COUNT; i++) {
      const department = DEPARTMENTS[i % DEPARTMENTS.length];
      const jobs = JOBS[department];
      people.push({ name: `${FIRST_NAMES[(i * 7) % FIRST_NAMES.length]} ${LAST_NAMES[(i * 11) % LAST_NAMES.length]}`, department, job: jobs[i % jobs.length] });
    }
    const addresses = await trx.insertInto('addresses').values(people.map((_, i) => {
      const c = CITIES[i % CITIES.length];
      return { street_line1: `Rua ${LAST_NAMES[i % LAST_NAMES.length]} ${10 + i}`, city: c.city, zip_code: c.zip, country: c.country };
    })).returning('id').execute();

    const rows: NewEmployee[] = people.map((p, i) => {
      const start = addDaysIso(today, -(60 + ((i * 97) % 2900)));
      const fixedTerm = i % 9 === 4;
      const language: Language = (['pt', 'en', 'fr'] as const)[i % 3];
      const email = DEMO_ACCOUNTS[i]?.username ?? `${p.name.toLowerCase().normalize('NFD').replace(/[^a-z ]/g, '').replace(' ', '.')}${i}@demo.test`;
      return {
        name: p.name, email, department_id: depId(p.department), contract_type_id: contracts[fixedTerm ? 1 : i % 7 === 3 ? 2 : 0].id,
        address_id: addresses[i].id, birth_date: addDaysIso('1970-01-01', (i * 331) % 12000),
        identity_validity_date: addDaysIso(today, 20 + ((i * 53) % 1500)), drivers_validity_date: i % 3 ? addDaysIso(today, 10 + ((i * 71) % 2000)) : null,
        start_date: start, end_date: fixedTerm ? addDaysIso(today, 15 + i) : null, start_date_on_company: start,
        residential_card_validity_date: i % 6 === 5 ? addDaysIso(today, 25 + i) : null, passport_validity_date: i % 4 === 0 ? addDaysIso(today, 200 + i * 9) : null,
        gender: i % 2 ? 'MALE' : 'FEMALE', marital_status: MARITAL_STATUSES[i % MARITAL_STATUSES.length], dependents: i % 4,
        drivers_license: i % 3 ? `DL-${100000 + i * 37}` : null, identity_number: `${12345678 + i * 101}`, tax_id: `${200000000 + i * 1117}`,
        social_security_number: `${11000000000 + i * 7919}`, job_title: p.job, phone: `+351 91${String(1000000 + i * 4567).slice(0, 7)}`,
        personal_email: `${email.split('@')[0]}@mail.test`, employee_number: DEMO_ACCOUNTS[i]?.code ?? `E${String(i + 1).padStart(4, '0')}`,
        seniority_months: Math.floor((Date.parse(today) - Date.parse(start)) / (30.44 * 86400000)),
        emergency_contact_name: `${FIRST_NAMES[(i + 3) % FIRST_NAMES.length]} ${p.name.split(' ')[1]}`,
        emergency_contact_phone: `+351 96${String(2000000 + i * 3571).slice(0, 7)}`, emergency_contact_relation: i % 2 ? 'Spouse' : 'Parent',
        language, foreign_language: ['en', 'fr,es', 'en,de', null][i % 4], qualification_level: QUALIFICATION_LEVELS[i % QUALIFICATION_LEVELS.length],
        education_areas: [EDUCATION_AREAS[(i * 5) % EDUCATION_AREAS.length]],
      };
    });
    const employees = await trx.insertInto('employees').values(rows).returning(['id', 'employee_number']).execute();
    const managerIdx = DEMO_ACCOUNTS.findIndex((a) => a.role === 'DEPARTMENT_MANAGER');
    await trx.insertInto('department_managers').values({ department_id: depId('Operations'), employee_id: employees[managerIdx].id }).execute();
    await trx.insertInto('department_managers').values({ department_id: depId('Human Resources'), employee_id: employees[0].id }).execute();

    // The six demo accounts sign in with their e-mail or code; the demo employee's code is E0001.
    const accounts = await trx.insertInto('accounts').values(employees.map((e, i) => ({
      username: DEMO_ACCOUNTS[i]?.username ?? rows[i].email ?? null,
      employee_code: e.employee_number,
      password_hash: passwordHash, employee_id: e.id, password_changed_at: now,
    }))).returning(['id', 'employee_id']).execute();
    await trx.insertInto('account_roles').values(accounts.map((a, i) => ({
      account_id: a.id, role_id: ROLE_IDS[DEMO_ACCOUNTS[i]?.role ?? 'EMPLOYEE'],
    }))).execute();
    // Clocks are geofenced company-wide, except for the demo employee (an override), so both states show.
    const byAdmin = { accountId: accounts[0].id, at: now };
    await setCompanyClockPolicy(trx, CLOCK_POLICY_IDS.GEO, true, byAdmin);
    const demoEmployee = employees[DEMO_ACCOUNTS.findIndex((a) => a.role === 'EMPLOYEE')].id;
    await setEmployeeClockPolicy(trx, SYSTEM_SCOPE, demoEmployee, CLOCK_POLICY_IDS.GEO, false, byAdmin);
    // Sites to clock at and week schedules, assigned by department and city (the demo accounts are in demo-schedules.ts).
    await seedDemoSchedules(trx, employees.map((e, i) => ({
      id: e.id, department: people[i].department, city: CITIES[i % CITIES.length].city, startDate: rows[i].start_date as string,
      role: DEMO_ACCOUNTS[i]?.role,
    })), { accountId: accounts[0].id, employeeId: employees[0].id }, now);
    // After the schedules, so absence days are counted on each person's timetable; before the clocks, so the engine's
    // first run sees the approved absences.
    await seedDemoWorkItems(trx, employees.map((e) => e.id), accounts[0].id, today);
    await seedDemoClocks(trx, employees.map((e) => e.id), now, { without: [demoEmployee], notToday: employees.slice(0, DEMO_ACCOUNTS.length).map((e) => e.id) });
  });
  await sql`analyze`.execute(db);
}
