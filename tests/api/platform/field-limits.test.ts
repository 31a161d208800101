// Field limits live in one table (domain/field-limits.ts): the API's request schemas and the web app's form rules
// both read it, so a form never lets through what the API refuses, nor refuses what the API takes.
import assert from 'node:assert/strict';
import { before, describe, test } from 'node:test';
import type * as yup from 'yup';
import { FIELD_LIMITS } from '../../../domain/index.ts';
import { employeeFormSchema } from '../../../domain/employee.rules.ts';
import { companyFormSchema, contractTypeFormSchema, departmentFormSchema, holidayFormSchema } from '../../../domain/organisation.rules.ts';
import type { RuleMessages } from '../../../domain/messages.rules.ts';
import { openApiDocument } from '../../../scripts/openapi-document.ts';

type Schema = { properties?: Record<string, Schema>; anyOf?: Schema[]; items?: Schema; maxLength?: number; maxItems?: number; maximum?: number };
let doc: Awaited<ReturnType<typeof openApiDocument>>;
before(async () => { doc = await openApiDocument(); });

const m: RuleMessages = (key) => key;

/** The request body schema of a route, then the field at `path` (dots), looking through nullable unions. */
function apiField(route: string, method: 'post' | 'put', path: string): Schema {
  const op = (doc.paths as Record<string, Record<string, { requestBody?: { content: Record<string, { schema: Schema }> } }>>)[`/api${route}`][method];
  let schema = Object.values(op.requestBody!.content)[0].schema;
  for (const key of path.split('.')) {
    const holder = schema.properties ? schema : schema.anyOf?.find((s) => s.properties);
    schema = holder!.properties![key];
  }
  return schema;
}
/** The first of `keyword` found in the schema or its union members. */
function limit(schema: Schema, keyword: 'maxLength' | 'maxItems' | 'maximum'): number | undefined {
  return schema[keyword] ?? schema.anyOf?.map((s) => limit(s, keyword)).find((v) => v !== undefined);
}
/** A yup field's `max` test parameter (string length or array size). */
function formMax(schema: yup.AnyObjectSchema, field: string): number | undefined {
  const described = schema.describe().fields[field] as { tests: { name?: string; params?: { max?: number } }[] };
  return described.tests.find((t) => t.name === 'max')?.params?.max;
}

const L = FIELD_LIMITS;
const CASES: { name: string; limit: number; api: [string, 'post' | 'put', string]; form: [yup.AnyObjectSchema, string] }[] = [
  { name: 'department name', limit: L.departmentName, api: ['/departments', 'post', 'name'], form: [departmentFormSchema(m), 'name'] },
  { name: 'department managers', limit: L.departmentManagers, api: ['/departments', 'post', 'assignedManagers'], form: [departmentFormSchema(m), 'managerIds'] },
  { name: 'contract type name', limit: L.contractTypeName, api: ['/contract-types', 'post', 'name'], form: [contractTypeFormSchema(m), 'name'] },
  { name: 'holiday name', limit: L.holidayName, api: ['/holidays', 'post', 'name'], form: [holidayFormSchema(m), 'name'] },
  { name: 'company name', limit: L.companyName, api: ['/company', 'put', 'name'], form: [companyFormSchema(m), 'name'] },
  { name: 'company website', limit: L.website, api: ['/company', 'put', 'website'], form: [companyFormSchema(m), 'website'] },
  { name: 'company street', limit: L.street, api: ['/company', 'put', 'taxAddress.street1'], form: [companyFormSchema(m), 'street1'] },
  { name: 'employee name', limit: L.personName, api: ['/employees', 'post', 'name'], form: [employeeFormSchema(m), 'name'] },
  { name: 'employee e-mail', limit: L.email, api: ['/employees', 'post', 'email'], form: [employeeFormSchema(m), 'email'] },
  { name: 'employee phone', limit: L.phone, api: ['/employees', 'post', 'phone'], form: [employeeFormSchema(m), 'phone'] },
  { name: 'employee zip code', limit: L.zipCode, api: ['/employees', 'post', 'address.zipCode'], form: [employeeFormSchema(m), 'zipCode'] },
  { name: 'employee job title', limit: L.jobTitle, api: ['/employees', 'post', 'jobTitle'], form: [employeeFormSchema(m), 'jobTitle'] },
  { name: 'employee emergency relation', limit: L.emergencyRelation, api: ['/employees', 'post', 'emergencyContact.relation'], form: [employeeFormSchema(m), 'emergencyRelation'] },
];

describe('one table of field limits, read by the API and the forms', () => {
  for (const c of CASES) {
    test(`${c.name}: the API and the form both stop at ${c.limit}`, () => {
      const field = apiField(...c.api);
      assert.equal(limit(field, 'maxLength') ?? limit(field, 'maxItems'), c.limit, `${c.api.join(' ')}: the API's limit`);
      assert.equal(formMax(...c.form), c.limit, `${c.name}: the form's limit`);
    });
  }

  test('the number ranges agree too (dependents, seniority, notice days)', () => {
    assert.equal(limit(apiField('/employees', 'post', 'dependents'), 'maximum'), L.dependents.max);
    assert.equal(limit(apiField('/employees', 'post', 'seniorityMonths'), 'maximum'), L.seniorityMonths.max);
    assert.equal(limit(apiField('/contract-types', 'post', 'endNoticeDays'), 'maximum'), L.endNoticeDays.max);
    const form = employeeFormSchema(m);
    assert.equal(form.validateSyncAt('dependents', { dependents: String(L.dependents.max) }), String(L.dependents.max));
    assert.throws(() => form.validateSyncAt('dependents', { dependents: String(L.dependents.max + 1) }));
  });
});
