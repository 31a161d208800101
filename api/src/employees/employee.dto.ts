import { Type, type Static } from 'typebox';
import { isEmployeeEnabled } from '../../../domain/index.ts';
import type { EmployeeJoinedRow } from './employee.repository.ts';

const Nullable = <T extends ReturnType<typeof Type.String>>(t: T) => Type.Union([t, Type.Null()]);
const Str = () => Nullable(Type.String());
const DateStr = () => Nullable(Type.String({ format: 'date' }));
const Ref = Type.Union([Type.Object({ id: Type.Integer() }), Type.Null()]);

/** The employee record of core §3 as the API shows it. */
export const EmployeeDto = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  email: Str(),
  department: Ref,
  contractType: Ref,
  address: Type.Union([Type.Object({
    id: Type.Integer(), streetLine1: Str(), streetLine2: Str(), city: Str(), state: Str(), zipCode: Str(), country: Str(),
  }), Type.Null()]),
  accountId: Type.Union([Type.Integer(), Type.Null()]),
  birthDate: DateStr(),
  identityValidityDate: DateStr(),
  driversValidityDate: DateStr(),
  startDate: DateStr(),
  endDate: DateStr(),
  startDateOnCompany: DateStr(),
  residentialCardValidityDate: DateStr(),
  passportValidityDate: DateStr(),
  entered: Type.String({ format: 'date-time' }),
  gender: Str(),
  maritalStatus: Str(),
  dependents: Type.Union([Type.Integer(), Type.Null()]),
  driversLicense: Str(),
  identityNumber: Str(),
  taxId: Str(),
  socialSecurityNumber: Str(),
  jobTitle: Str(),
  phone: Str(),
  alternativePhone: Str(),
  personalEmail: Str(),
  employeeNumber: Str(),
  seniorityMonths: Type.Union([Type.Integer(), Type.Null()]),
  emergencyContact: Type.Object({ name: Str(), phone: Str(), relation: Str() }),
  language: Type.String(),
  readOnly: Type.Boolean(),
  loginEnabled: Type.Boolean(),
  foreignLanguage: Str(),
  qualificationLevel: Str(),
  educationAreas: Type.Array(Type.String()),
  hasPicture: Type.Boolean(),
  /** changes with every new photo (its file's id): lets a client's cache tell an old photo from a new one */
  pictureVersion: Type.Union([Type.Integer(), Type.Null()]),
  enabled: Type.Boolean(),
});
export type EmployeeDto = Static<typeof EmployeeDto>;

export { selectEmployees } from './employee.repository.ts';

export function toEmployeeDto(r: EmployeeJoinedRow, today: string): EmployeeDto {
  return {
    id: r.id,
    name: r.name,
    email: r.email,
    department: r.department_id === null ? null : { id: r.department_id },
    contractType: r.contract_type_id === null ? null : { id: r.contract_type_id },
    address: r.address_id === null ? null : {
      id: r.address_id, streetLine1: r.street_line1, streetLine2: r.street_line2, city: r.city, state: r.state,
      zipCode: r.zip_code, country: r.country,
    },
    accountId: r.account_id,
    birthDate: r.birth_date,
    identityValidityDate: r.identity_validity_date,
    driversValidityDate: r.drivers_validity_date,
    startDate: r.start_date,
    endDate: r.end_date,
    startDateOnCompany: r.start_date_on_company,
    residentialCardValidityDate: r.residential_card_validity_date,
    passportValidityDate: r.passport_validity_date,
    entered: new Date(r.entered).toISOString(),
    gender: r.gender,
    maritalStatus: r.marital_status,
    dependents: r.dependents,
    driversLicense: r.drivers_license,
    identityNumber: r.identity_number,
    taxId: r.tax_id,
    socialSecurityNumber: r.social_security_number,
    jobTitle: r.job_title,
    phone: r.phone,
    alternativePhone: r.alternative_phone,
    personalEmail: r.personal_email,
    employeeNumber: r.employee_number,
    seniorityMonths: r.seniority_months,
    emergencyContact: { name: r.emergency_contact_name, phone: r.emergency_contact_phone, relation: r.emergency_contact_relation },
    language: r.language,
    readOnly: r.read_only,
    loginEnabled: r.login_enabled,
    foreignLanguage: r.foreign_language,
    qualificationLevel: r.qualification_level,
    educationAreas: r.education_areas,
    hasPicture: r.picture_file_id !== null,
    pictureVersion: r.picture_file_id,
    enabled: isEmployeeEnabled(r.end_date, r.account_enabled, today),
  };
}

export function isoDate(d: Date): string {
  return d.toISOString().slice(0, 10);
}
