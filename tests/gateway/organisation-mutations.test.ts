import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { toGlobalId } from '../../gateway/src/platform/relay.ts';
import { createDepartment, createEmployee } from '../support/factories.ts';
import { startHarness, type Harness } from './harness.ts';

let h: Harness;
let token: string;
before(async () => {
  h = await startHarness();
  ({ token } = await h.api.signedIn(['ADMIN']));
});
after(async () => { await h.close(); });

const USER_ERRORS = 'userErrors { field message code }';

/** Runs one mutation and returns its payload, failing on GraphQL errors. */
async function run(name: string, input: Record<string, unknown> | null, selection: string, inputType = `${name[0].toUpperCase()}${name.slice(1)}Input!`) {
  const res = input === null
    ? await h.gql(`mutation { ${name} { ${selection} ${USER_ERRORS} } }`, { token })
    : await h.gql(`mutation($input: ${inputType}) { ${name}(input: $input) { ${selection} ${USER_ERRORS} } }`, { token, variables: { input } });
  assert.equal(res.errors, undefined, JSON.stringify(res.errors));
  return res.data![name];
}
const ok = (payload: { userErrors: unknown[] }) => assert.deepEqual(payload.userErrors, []);
const oneError = (payload: { userErrors: { field: string[] | null; code: string }[] }, field: string[] | null, code: string) => {
  assert.equal(payload.userErrors.length, 1, JSON.stringify(payload.userErrors));
  assert.deepEqual(payload.userErrors[0].field, field, JSON.stringify(payload.userErrors));
  assert.equal(payload.userErrors[0].code, code, JSON.stringify(payload.userErrors));
};

test('employees: create with every kind of field, update, delete; refusals name the input field', async () => {
  const dep = await createDepartment(h.api.db, 'Mutations dept');
  const ct = await h.api.db.insertInto('contract_types').values({ name: 'Mutation contract', end_notice_days: 10 }).returning('id').executeTakeFirstOrThrow();
  const fields = 'employee { id name department { name } contractType { name } address { city country } gender maritalStatus educationAreas foreignLanguage qualificationLevel emergencyContact { name } startDate endDate enabled employeeNumber jobTitle }';
  const created = await run('createEmployee', {
    name: 'Graph Employee', email: 'graph.employee@test.test', departmentId: toGlobalId('Department', dep.id), contractTypeId: toGlobalId('ContractType', ct.id),
    address: { city: 'Lisboa', country: 'PT' }, gender: 'FEMALE', maritalStatus: 'UNION', educationAreas: ['LAW', 'ARTS'], foreignLanguage: 'English,French',
    qualificationLevel: 'LEVEL-6', emergencyContact: { name: 'Ana', phone: '+351 900 000 000' }, startDate: '2024-01-01', endDate: '2099-12-31', employeeNumber: 'G-1',
  }, fields);
  ok(created);
  const e = created.employee;
  assert.deepEqual([e.name, e.department.name, e.contractType.name, e.address.city, e.gender, e.maritalStatus, e.foreignLanguage, e.qualificationLevel, e.emergencyContact.name, e.enabled],
    ['Graph Employee', 'Mutations dept', 'Mutation contract', 'Lisboa', 'FEMALE', 'UNION', 'English,French', 'LEVEL-6', 'Ana', true]);
  assert.deepEqual([...e.educationAreas].sort(), ['ARTS', 'LAW']);

  oneError(await run('createEmployee', { name: 'Bad dates', startDate: '2024-05-01', endDate: '2024-01-01' }, 'employee { id }'), ['endDate'], 'VALIDATION_FAILED');
  oneError(await run('createEmployee', { name: 'Bad department', departmentId: toGlobalId('Department', 999999) }, 'employee { id }'), ['departmentId'], 'VALIDATION_FAILED');
  oneError(await run('createEmployee', { name: 'Wrong id type', departmentId: toGlobalId('Employee', 1) }, 'employee { id }'), ['departmentId'], 'INVALID_ID');
  // The API adds a second, spurious "address: must be null" (its nullable-object union); the nested path is what counts here.
  const badAddress = await run('createEmployee', { name: 'Bad address', address: { country: 'Portugal' } }, 'employee { id }');
  assert.deepEqual(badAddress.userErrors[0], { field: ['address', 'country'], message: 'must match pattern "^[A-Z]{2}$"', code: 'VALIDATION_FAILED' });

  const updated = await run('updateEmployee', { id: e.id, jobTitle: 'Engineer', departmentId: null, address: null }, fields);
  ok(updated);
  assert.deepEqual([updated.employee.jobTitle, updated.employee.department, updated.employee.address, updated.employee.name], ['Engineer', null, null, 'Graph Employee']);
  const other = await createEmployee(h.api.db, { employee_number: 'G-2' });
  oneError(await run('updateEmployee', { id: toGlobalId('Employee', other.id), employeeNumber: 'G-1' }, 'employee { id }'), ['employeeNumber'], 'EMPLOYEE_NUMBER_TAKEN');

  const deleted = await run('deleteEmployee', { id: e.id }, 'deletedEmployeeId');
  ok(deleted);
  assert.equal(deleted.deletedEmployeeId, e.id);
  oneError(await run('deleteEmployee', { id: e.id }, 'deletedEmployeeId'), null, 'NOT_FOUND');
});

test('departments: one manager gives manager, several a list; refusals name managerIds', async () => {
  // One after the other, so a.id < b.id: the API lists managers by id.
  const a = await createEmployee(h.api.db);
  const b = await createEmployee(h.api.db);
  const fields = 'department { id name manager { databaseId } managers { databaseId } hasManagerList }';
  const created = await run('createDepartment', { name: 'Graph dept', managerIds: [toGlobalId('Employee', a.id)] }, fields);
  ok(created);
  assert.deepEqual(created.department.manager, { databaseId: a.id });
  assert.equal(created.department.hasManagerList, false);
  const id = created.department.id;

  const updated = await run('updateDepartment', { id, managerIds: [toGlobalId('Employee', a.id), toGlobalId('Employee', b.id)] }, fields);
  ok(updated);
  assert.equal(updated.department.manager, null);
  assert.deepEqual(updated.department.managers.map((m: any) => m.databaseId), [a.id, b.id]);
  assert.equal(updated.department.hasManagerList, true);

  oneError(await run('updateDepartment', { id, managerIds: [toGlobalId('Employee', a.id), toGlobalId('Employee', 999999)] }, fields), ['managerIds', '1'], 'VALIDATION_FAILED');
  oneError(await run('createDepartment', { name: 'graph DEPT' }, fields), ['name'], 'DEPARTMENT_NAME_TAKEN');

  await createEmployee(h.api.db, { department_id: updated.department.id ? Number(Buffer.from(id, 'base64').toString().split(':')[1]) : null });
  oneError(await run('deleteDepartment', { id }, 'deletedDepartmentId'), null, 'DEPARTMENT_HAS_EMPLOYEES');
  const empty = await run('createDepartment', { name: 'Empty dept' }, 'department { id managers { id } }');
  assert.deepEqual(empty.department.managers, []);
  const deleted = await run('deleteDepartment', { id: empty.department.id }, 'deletedDepartmentId');
  ok(deleted);
  assert.equal(deleted.deletedDepartmentId, empty.department.id);
});

test('contract types: create, rename, 409 name taken and in use', async () => {
  const created = await run('createContractType', { name: 'Seasonal', endNoticeDays: 20 }, 'contractType { id name endNoticeDays employeeCount }');
  ok(created);
  assert.deepEqual([created.contractType.name, created.contractType.endNoticeDays, created.contractType.employeeCount], ['Seasonal', 20, 0]);
  const id = created.contractType.id;
  const updated = await run('updateContractType', { id, name: 'Seasonal work' }, 'contractType { name endNoticeDays }');
  ok(updated);
  assert.deepEqual(updated.contractType, { name: 'Seasonal work', endNoticeDays: 20 });
  await run('createContractType', { name: 'Other' }, 'contractType { id }');
  oneError(await run('updateContractType', { id, name: 'other' }, 'contractType { id }'), ['name'], 'CONTRACT_TYPE_NAME_TAKEN');
  await createEmployee(h.api.db, { contract_type_id: Number(Buffer.from(id, 'base64').toString().split(':')[1]) });
  const inUse = await run('deleteContractType', { id }, 'deletedContractTypeId');
  oneError(inUse, null, 'CONTRACT_TYPE_IN_USE');
  assert.match(inUse.userErrors[0].message, /Cannot remove a contract type that has employees \(1\)/);
  const spare = await run('createContractType', { name: 'Spare' }, 'contractType { id }');
  ok(await run('deleteContractType', { id: spare.contractType.id }, 'deletedContractTypeId'));
});

test('holidays, the holiday policy and yearly time settings', async () => {
  const year = new Date().getUTCFullYear();
  const created = await run('createHoliday', { holidayDate: `${year - 1}-12-25`, name: 'Christmas' }, 'holiday { id holidayDate name isPast }');
  ok(created);
  assert.deepEqual([created.holiday.name, created.holiday.isPast], ['Christmas', true]);
  oneError(await run('createHoliday', { holidayDate: `${year - 1}-12-25` }, 'holiday { id }'), ['holidayDate'], 'HOLIDAY_EXISTS');
  const updated = await run('updateHoliday', { id: created.holiday.id, holidayDate: `${year + 1}-12-25` }, 'holiday { holidayDate name isPast }');
  ok(updated);
  assert.deepEqual(updated.holiday, { holidayDate: `${year + 1}-12-25`, name: 'Christmas', isPast: false });
  ok(await run('deleteHoliday', { id: created.holiday.id }, 'deletedHolidayId'));
  oneError(await run('deleteHoliday', { id: created.holiday.id }, 'deletedHolidayId'), null, 'NOT_FOUND');

  const off = await run('setHolidayPolicy', { isActive: false }, 'holidayPolicy { id isActive }');
  ok(off);
  assert.equal(off.holidayPolicy.isActive, false);
  assert.equal((await run('setHolidayPolicy', { isActive: true }, 'holidayPolicy { isActive }')).holidayPolicy.isActive, true);

  const enabled = await createEmployee(h.api.db, { end_date: '2099-01-01' });
  const registered = await run('registerHolidayYear', { yearPeriod: year, holidayDays: 22 }, 'yearPeriod employeeCount');
  ok(registered);
  assert.ok(registered.employeeCount >= 1);
  oneError(await run('registerHolidayYear', { yearPeriod: year, holidayDays: 22 }, 'yearPeriod'), ['yearPeriod'], 'YEAR_ALREADY_REGISTERED');
  oneError(await run('registerHolidayYear', { yearPeriod: year + 9, holidayDays: 22 }, 'yearPeriod'), ['yearPeriod'], 'VALIDATION_FAILED');

  const employeeId = toGlobalId('Employee', enabled.id);
  const set = await run('setYearlyTimeSetting', { employeeId, yearPeriod: year + 1, holidayDays: 25, bonusDays: 2.5 }, 'yearlyTimeSetting { id yearPeriod holidayDays bonusDays employee { databaseId } }');
  ok(set);
  assert.deepEqual([set.yearlyTimeSetting.yearPeriod, set.yearlyTimeSetting.holidayDays, set.yearlyTimeSetting.bonusDays, set.yearlyTimeSetting.employee.databaseId], [year + 1, 25, 2.5, enabled.id]);
  oneError(await run('setYearlyTimeSetting', { employeeId, yearPeriod: year - 20, holidayDays: 1 }, 'yearlyTimeSetting { id }'), ['yearPeriod'], 'VALIDATION_FAILED');
  oneError(await run('setYearlyTimeSetting', { employeeId, yearPeriod: year }, 'yearlyTimeSetting { id }'), ['holidayDays'], 'VALIDATION_FAILED');
  const listed = await h.gql('query($e: ID!) { yearlyTimeSettings(employeeId: $e) { totalCount edges { node { yearPeriod } } } }', { token, variables: { e: employeeId } });
  assert.deepEqual(listed.data?.yearlyTimeSettings.edges.map((x: any) => x.node.yearPeriod), [year + 1, year]);
  const removed = await run('deleteYearlyTimeSetting', { employeeId, yearPeriod: year + 1 }, 'deletedYearlyTimeSettingId');
  ok(removed);
  assert.equal(removed.deletedYearlyTimeSettingId, set.yearlyTimeSetting.id);
  oneError(await run('deleteYearlyTimeSetting', { employeeId, yearPeriod: year + 1 }, 'deletedYearlyTimeSettingId'), null, 'NOT_FOUND');
});

test('insurance: create a list (errors name the policy), update, assign, unassign, delete', async () => {
  oneError(await run('createInsurances', { insurances: [
    { name: 'Fine', type: 'HEALTH_INSURANCE' }, { name: 'Backwards', type: 'WORK_INSURANCE', validFrom: '2026-05-01', validTo: '2026-01-01' },
  ] }, 'insurances { id }'), ['insurances', '1', 'validTo'], 'VALIDATION_FAILED');
  const created = await run('createInsurances', { insurances: [
    { name: 'Health plan', type: 'HEALTH_INSURANCE', provider: 'Acme', validFrom: '2026-01-01' }, { name: 'Work cover', type: 'WORK_INSURANCE' },
  ] }, 'insurances { id name type provider validFrom employeeCount }');
  ok(created);
  assert.deepEqual(created.insurances.map((i: any) => [i.name, i.type]), [['Health plan', 'HEALTH_INSURANCE'], ['Work cover', 'WORK_INSURANCE']]);
  const id = created.insurances[0].id;
  const updated = await run('updateInsurance', { id, policyNumber: 'P-77', type: 'WORK_INSURANCE' }, 'insurance { policyNumber type provider }');
  ok(updated);
  assert.deepEqual(updated.insurance, { policyNumber: 'P-77', type: 'WORK_INSURANCE', provider: 'Acme' });
  oneError(await run('updateInsurance', { id, validTo: '2025-01-01' }, 'insurance { id }'), ['validTo'], 'VALIDATION_FAILED');

  const [x, y] = await Promise.all([createEmployee(h.api.db), createEmployee(h.api.db)]);
  const ids = [toGlobalId('Employee', x.id), toGlobalId('Employee', y.id)];
  const assigned = await run('assignInsurance', { insuranceId: id, employeeIds: ids }, 'insurance { employeeCount employees { totalCount } }');
  ok(assigned);
  assert.deepEqual(assigned.insurance, { employeeCount: 2, employees: { totalCount: 2 } });
  oneError(await run('assignInsurance', { insuranceId: id, employeeIds: [ids[0], toGlobalId('Employee', 999999)] }, 'insurance { id }'), ['employeeIds', '1'], 'VALIDATION_FAILED');
  oneError(await run('deleteInsurance', { id }, 'deletedInsuranceId'), null, 'INSURANCE_IN_USE');
  const unassigned = await run('unassignInsurance', { insuranceId: id, employeeId: ids[0] }, 'insurance { employeeCount } employee { insurances { name } }');
  ok(unassigned);
  assert.deepEqual(unassigned, { insurance: { employeeCount: 1 }, employee: { insurances: [] }, userErrors: [] });
  oneError(await run('unassignInsurance', { insuranceId: id, employeeId: ids[0] }, 'insurance { id }'), null, 'NOT_FOUND');
  ok(await run('unassignInsurance', { insuranceId: id, employeeId: ids[1] }, 'insurance { id }'));
  ok(await run('deleteInsurance', { id }, 'deletedInsuranceId'));
});
