import { Type, type Static } from 'typebox';
import type { EmployeeJoinedRow } from '../employees/employee.repository.ts';
import { EmployeeFields } from '../employees/employee.input.ts';

const Str = () => Type.Union([Type.String(), Type.Null()]);
const DateStr = () => Type.Union([Type.String({ format: 'date' }), Type.Null()]);
const Named = Type.Object({ id: Type.Integer(), name: Type.String() });

/** The caller's own employee record as "My profile" shows it: the self-editable fields and, to read, the rest. */
export const ProfileDto = Type.Object({
  employeeId: Type.Integer(),
  name: Type.String(),
  email: Str(),
  employeeNumber: Str(),
  jobTitle: Str(),
  department: Type.Union([Named, Type.Null()]),
  contractType: Type.Union([Named, Type.Null()]),
  /** the managers of the employee's department, the employee left out */
  managers: Type.Array(Named),
  startDate: DateStr(),
  startDateOnCompany: DateStr(),
  endDate: DateStr(),
  phone: Str(),
  alternativePhone: Str(),
  personalEmail: Str(),
  address: Type.Union([Type.Object({ streetLine1: Str(), streetLine2: Str(), city: Str(), state: Str(), zipCode: Str(), country: Str() }), Type.Null()]),
  emergencyContact: Type.Object({ name: Str(), phone: Str(), relation: Str() }),
  language: Type.String(),
  hasPicture: Type.Boolean(),
  /** changes with every new photo, so a client can tell a cached one is stale */
  pictureVersion: Type.Union([Type.Integer(), Type.Null()]),
  /** whether the caller may change these fields (a READ_ONLY consultant may not: core §6) */
  editable: Type.Boolean(),
});
export type ProfileDto = Static<typeof ProfileDto>;

/** What an employee changes themselves; the limits and patterns are the employee record's (domain/field-limits.ts). */
export const UpdateProfileInput = Type.Object({
  phone: EmployeeFields.phone,
  alternativePhone: EmployeeFields.alternativePhone,
  personalEmail: EmployeeFields.personalEmail,
  address: EmployeeFields.address,
  emergencyContact: EmployeeFields.emergencyContact,
  language: EmployeeFields.language,
}, { additionalProperties: false });
export type UpdateProfileInput = Static<typeof UpdateProfileInput>;

type Names = { department: { id: number; name: string } | null; contractType: { id: number; name: string } | null; managers: { id: number; name: string }[] };

export function toProfileDto(r: EmployeeJoinedRow, names: Names, editable: boolean): ProfileDto {
  return {
    employeeId: r.id,
    name: r.name,
    email: r.email,
    employeeNumber: r.employee_number,
    jobTitle: r.job_title,
    ...names,
    startDate: r.start_date,
    startDateOnCompany: r.start_date_on_company,
    endDate: r.end_date,
    phone: r.phone,
    alternativePhone: r.alternative_phone,
    personalEmail: r.personal_email,
    address: r.address_id === null ? null : {
      streetLine1: r.street_line1, streetLine2: r.street_line2, city: r.city, state: r.state, zipCode: r.zip_code, country: r.country,
    },
    emergencyContact: { name: r.emergency_contact_name, phone: r.emergency_contact_phone, relation: r.emergency_contact_relation },
    language: r.language,
    hasPicture: r.picture_file_id !== null,
    pictureVersion: r.picture_file_id,
    editable,
  };
}
