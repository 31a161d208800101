import { randomBytes } from 'node:crypto';
import { ROLE_IDS, type RoleName } from '../../domain/index.ts';
import { hashPassword } from '../../api/src/platform/auth/passwords.ts';
import type { Database } from '../../api/src/platform/db/database.ts';
import type { NewEmployee } from '../../api/src/platform/db/schema.ts';

export const PASSWORD = 'Test#2026';
let passwordHash: Promise<string> | undefined;

/** A short random tag for names, e-mails and codes that must not clash between tests. */
export const unique = () => randomBytes(4).toString('hex');

export async function createDepartment(db: Database, name = `Department ${unique()}`) {
  return db.insertInto('departments').values({ name }).returning(['id', 'name']).executeTakeFirstOrThrow();
}

export async function createEmployee(db: Database, overrides: Partial<NewEmployee> = {}) {
  return db.insertInto('employees').values({ name: `Employee ${unique()}`, email: `${unique()}@test.test`, ...overrides })
    .returning(['id', 'name', 'department_id']).executeTakeFirstOrThrow();
}

export interface AccountOptions {
  roles?: RoleName[];
  username?: string | null;
  employeeCode?: string | null;
  password?: string;
  enabled?: boolean;
  expired?: boolean;
  manuallyLocked?: boolean;
  credentialsExpired?: boolean;
  /** an employee is created when not given */
  employeeId?: number | null;
  departmentId?: number;
}

/** An account with an employee, ready to sign in with `PASSWORD`. */
export async function createAccount(db: Database, o: AccountOptions = {}) {
  const employeeId = o.employeeId === undefined
    ? (await createEmployee(db, { department_id: o.departmentId ?? null })).id
    : o.employeeId;
  const hash = o.password ? await hashPassword(o.password) : await (passwordHash ??= hashPassword(PASSWORD));
  const account = await db.insertInto('accounts').values({
    username: o.username === undefined ? `user-${unique()}@test.test` : o.username,
    employee_code: o.employeeCode ?? null,
    password_hash: hash,
    employee_id: employeeId,
    enabled: o.enabled ?? true,
    expired: o.expired ?? false,
    manually_locked: o.manuallyLocked ?? false,
    credentials_expired: o.credentialsExpired ?? false,
  }).returning(['id', 'username', 'employee_code', 'employee_id']).executeTakeFirstOrThrow();
  const roles = o.roles ?? ['EMPLOYEE'];
  await db.insertInto('account_roles').values(roles.map((r) => ({ account_id: account.id, role_id: ROLE_IDS[r] }))).execute();
  return account;
}

export async function makeManagerOf(db: Database, employeeId: number, departmentId: number) {
  await db.insertInto('department_managers').values({ department_id: departmentId, employee_id: employeeId }).execute();
}
