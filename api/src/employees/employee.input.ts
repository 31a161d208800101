import { Type, type Static } from 'typebox';
import { EDUCATION_AREAS, GENDERS, LANGUAGES, MARITAL_STATUSES, QUALIFICATION_LEVELS } from '../../../domain/index.ts';
import { Id, IsoDate } from '../platform/input-types.ts';

const Nullable = <T extends ReturnType<typeof Type.String>>(t: T) => Type.Optional(Type.Union([t, Type.Null()]));
const Text = (max: number) => Nullable(Type.String({ maxLength: max }));
const DateField = () => Nullable(IsoDate());
const OneOf = (values: readonly string[]) => Type.Optional(Type.Union([Type.Union(values.map((v) => Type.Literal(v))), Type.Null()]));
const Ref = Type.Optional(Type.Union([Type.Object({ id: Id }, { additionalProperties: false }), Type.Null()]));
const Phone = () => Nullable(Type.String({ maxLength: 40, pattern: '^[+0-9 ()./-]*$' }));
const Email = () => Nullable(Type.String({ maxLength: 254, format: 'email' }));

/** Every field of the employee record (core §3); all optional on update, `name` required on create. */
export const EmployeeFields = {
  name: Type.String({ minLength: 1, maxLength: 200, pattern: '\\S' }),
  email: Email(),
  department: Ref,
  contractType: Ref,
  address: Type.Optional(Type.Union([Type.Object({
    streetLine1: Text(200), streetLine2: Text(200), city: Text(100), state: Text(100), zipCode: Text(20),
    country: Nullable(Type.String({ pattern: '^[A-Z]{2}$' })),
  }, { additionalProperties: false }), Type.Null()])),
  birthDate: DateField(),
  identityValidityDate: DateField(),
  driversValidityDate: DateField(),
  startDate: DateField(),
  endDate: DateField(),
  startDateOnCompany: DateField(),
  residentialCardValidityDate: DateField(),
  passportValidityDate: DateField(),
  gender: OneOf(GENDERS),
  maritalStatus: OneOf(MARITAL_STATUSES),
  dependents: Type.Optional(Type.Union([Type.Integer({ minimum: 0, maximum: 50 }), Type.Null()])),
  driversLicense: Text(40),
  identityNumber: Text(40),
  taxId: Text(40),
  socialSecurityNumber: Text(40),
  jobTitle: Text(120),
  phone: Phone(),
  alternativePhone: Phone(),
  personalEmail: Email(),
  employeeNumber: Nullable(Type.String({ minLength: 1, maxLength: 40 })),
  seniorityMonths: Type.Optional(Type.Union([Type.Integer({ minimum: 0, maximum: 1200 }), Type.Null()])),
  emergencyContact: Type.Optional(Type.Union([Type.Object({ name: Text(120), phone: Phone(), relation: Text(60) }, { additionalProperties: false }), Type.Null()])),
  language: Type.Optional(Type.Union(LANGUAGES.map((l) => Type.Literal(l)))),
  readOnly: Type.Optional(Type.Boolean()),
  loginEnabled: Type.Optional(Type.Boolean()),
  /** a list, or the comma-joined text the older client sends; kept comma-joined */
  foreignLanguage: Type.Optional(Type.Union([Type.String({ maxLength: 200 }), Type.Array(Type.String({ minLength: 1, maxLength: 40 }), { maxItems: 20 }), Type.Null()])),
  qualificationLevel: OneOf(QUALIFICATION_LEVELS),
  educationAreas: Type.Optional(Type.Array(Type.Union(EDUCATION_AREAS.map((a) => Type.Literal(a))), { maxItems: EDUCATION_AREAS.length, uniqueItems: true })),
};

export const CreateEmployeeInput = Type.Object(EmployeeFields, { additionalProperties: false });
export const UpdateEmployeeInput = Type.Object({ ...EmployeeFields, name: Type.Optional(EmployeeFields.name) }, { additionalProperties: false });
export type EmployeeInput = Static<typeof UpdateEmployeeInput>;

/** The list filters shared by GET /employees and the export. */
export const EmployeeFilterProperties = {
  search: Type.Optional(Type.String({ maxLength: 100, description: 'name, e-mail or employee number' })),
  departmentId: Type.Optional(Id),
  contractTypeId: Type.Optional(Id),
  enabled: Type.Optional(Type.Boolean({ description: 'enabled (true) or disabled (false) employees, by the rule of core §4' })),
};

export interface EmployeeFilters { ids?: string; search?: string; departmentId?: number; contractTypeId?: number; enabled?: boolean; sort?: string }
