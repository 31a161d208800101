import { Type, type Static } from 'typebox';
import { EDUCATION_AREAS, FIELD_LIMITS as L, GENDERS, PHONE_PATTERN, LANGUAGES, MARITAL_STATUSES, QUALIFICATION_LEVELS } from '../../../domain/index.ts';
import { Id, IsoDate } from '../platform/input-types.ts';

const Nullable = <T extends ReturnType<typeof Type.String>>(t: T) => Type.Optional(Type.Union([t, Type.Null()]));
const Text = (max: number) => Nullable(Type.String({ maxLength: max }));
const DateField = () => Nullable(IsoDate());
const OneOf = (values: readonly string[]) => Type.Optional(Type.Union([Type.Union(values.map((v) => Type.Literal(v))), Type.Null()]));
const Ref = Type.Optional(Type.Union([Type.Object({ id: Id }, { additionalProperties: false }), Type.Null()]));
const Phone = () => Nullable(Type.String({ maxLength: L.phone, pattern: PHONE_PATTERN }));
const Email = () => Nullable(Type.String({ maxLength: L.email, format: 'email' }));

/** Every field of the employee record (core §3); all optional on update, `name` required on create. */
export const EmployeeFields = {
  name: Type.String({ minLength: 1, maxLength: L.personName, pattern: '\\S' }),
  email: Email(),
  department: Ref,
  contractType: Ref,
  address: Type.Optional(Type.Union([Type.Object({
    streetLine1: Text(L.street), streetLine2: Text(L.street), city: Text(L.city), state: Text(L.state), zipCode: Text(L.zipCode),
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
  dependents: Type.Optional(Type.Union([Type.Integer({ minimum: L.dependents.min, maximum: L.dependents.max }), Type.Null()])),
  driversLicense: Text(L.documentNumber),
  identityNumber: Text(L.documentNumber),
  taxId: Text(L.documentNumber),
  socialSecurityNumber: Text(L.documentNumber),
  jobTitle: Text(L.jobTitle),
  phone: Phone(),
  alternativePhone: Phone(),
  personalEmail: Email(),
  employeeNumber: Nullable(Type.String({ minLength: 1, maxLength: L.documentNumber })),
  seniorityMonths: Type.Optional(Type.Union([Type.Integer({ minimum: L.seniorityMonths.min, maximum: L.seniorityMonths.max }), Type.Null()])),
  emergencyContact: Type.Optional(Type.Union([Type.Object({ name: Text(L.emergencyContactName), phone: Phone(), relation: Text(L.emergencyRelation) }, { additionalProperties: false }), Type.Null()])),
  language: Type.Optional(Type.Union(LANGUAGES.map((l) => Type.Literal(l)))),
  readOnly: Type.Optional(Type.Boolean()),
  loginEnabled: Type.Optional(Type.Boolean()),
  /** a list, or the comma-joined text the older client sends; kept comma-joined */
  foreignLanguage: Type.Optional(Type.Union([Type.String({ maxLength: L.foreignLanguagesText }), Type.Array(Type.String({ minLength: 1, maxLength: L.foreignLanguage }), { maxItems: L.foreignLanguages }), Type.Null()])),
  qualificationLevel: OneOf(QUALIFICATION_LEVELS),
  educationAreas: Type.Optional(Type.Array(Type.Union(EDUCATION_AREAS.map((a) => Type.Literal(a))), { maxItems: EDUCATION_AREAS.length, uniqueItems: true })),
};

export const CreateEmployeeInput = Type.Object(EmployeeFields, { additionalProperties: false });
export const UpdateEmployeeInput = Type.Object({ ...EmployeeFields, name: Type.Optional(EmployeeFields.name) }, { additionalProperties: false });
export type EmployeeInput = Static<typeof UpdateEmployeeInput>;

/** The list filters shared by GET /employees and the export. */
export const EmployeeFilterProperties = {
  search: Type.Optional(Type.String({ maxLength: L.search, description: 'name, e-mail or employee number' })),
  departmentId: Type.Optional(Id),
  contractTypeId: Type.Optional(Id),
  enabled: Type.Optional(Type.Boolean({ description: 'enabled (true) or disabled (false) employees, by the rule of core §4' })),
  hasAccount: Type.Optional(Type.Boolean({ description: 'with a sign-in account (true) or without one (false)' })),
};

export interface EmployeeFilters { ids?: string; search?: string; departmentId?: number; contractTypeId?: number; enabled?: boolean; hasAccount?: boolean; sort?: string }
