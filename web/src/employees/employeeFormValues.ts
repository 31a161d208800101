import { EMPTY_EMPLOYEE_FORM, type EmployeeFormValues } from '../../../domain/employee.rules.ts';
import { formatDisplayDate, parseDisplayDate } from '../../../domain/dates.rules.ts';

/** The employee as the form fragment reads it (EmployeeForm_employee). */
export interface EmployeeRecord {
  name: string; email?: string | null; employeeNumber?: string | null; jobTitle?: string | null; phone?: string | null;
  alternativePhone?: string | null; personalEmail?: string | null;
  address?: { streetLine1?: string | null; streetLine2?: string | null; city?: string | null; state?: string | null; zipCode?: string | null; country?: string | null } | null;
  birthDate?: string | null; startDate?: string | null; endDate?: string | null; startDateOnCompany?: string | null;
  identityValidityDate?: string | null; driversValidityDate?: string | null; residentialCardValidityDate?: string | null;
  passportValidityDate?: string | null; gender?: string | null; maritalStatus?: string | null; dependents?: number | null;
  driversLicense?: string | null; identityNumber?: string | null; taxId?: string | null; socialSecurityNumber?: string | null;
  seniorityMonths?: number | null; emergencyContact?: { name?: string | null; phone?: string | null; relation?: string | null } | null;
  language: string; readOnly: boolean; loginEnabled: boolean; foreignLanguage?: string | null; qualificationLevel?: string | null;
  educationAreas: readonly string[]; department?: { id: string } | null; contractType?: { id: string } | null;
}

const s = (v: string | null | undefined) => v ?? '';
const n = (v: number | null | undefined) => (v === null || v === undefined ? '' : String(v));

export function employeeToFormValues(e: EmployeeRecord): EmployeeFormValues {
  return {
    ...EMPTY_EMPLOYEE_FORM,
    name: e.name, employeeNumber: s(e.employeeNumber), gender: s(e.gender), maritalStatus: s(e.maritalStatus),
    birthDate: formatDisplayDate(e.birthDate), dependents: n(e.dependents), language: e.language || 'en',
    identityNumber: s(e.identityNumber), taxId: s(e.taxId), socialSecurityNumber: s(e.socialSecurityNumber),
    email: s(e.email), phone: s(e.phone), alternativePhone: s(e.alternativePhone), personalEmail: s(e.personalEmail),
    street1: s(e.address?.streetLine1), street2: s(e.address?.streetLine2), city: s(e.address?.city), state: s(e.address?.state),
    zipCode: s(e.address?.zipCode), country: s(e.address?.country),
    departmentId: e.department?.id ?? '', contractTypeId: e.contractType?.id ?? '', jobTitle: s(e.jobTitle),
    startDate: formatDisplayDate(e.startDate), startDateOnCompany: formatDisplayDate(e.startDateOnCompany),
    endDate: formatDisplayDate(e.endDate), seniorityMonths: n(e.seniorityMonths), loginEnabled: e.loginEnabled, readOnly: e.readOnly,
    driversLicense: s(e.driversLicense), driversValidityDate: formatDisplayDate(e.driversValidityDate),
    identityValidityDate: formatDisplayDate(e.identityValidityDate), passportValidityDate: formatDisplayDate(e.passportValidityDate),
    residentialCardValidityDate: formatDisplayDate(e.residentialCardValidityDate),
    qualificationLevel: s(e.qualificationLevel), educationAreas: [...e.educationAreas],
    foreignLanguages: (e.foreignLanguage ?? '').split(',').map((l) => l.trim()).filter(Boolean),
    emergencyName: s(e.emergencyContact?.name), emergencyPhone: s(e.emergencyContact?.phone), emergencyRelation: s(e.emergencyContact?.relation),
  };
}

const text = (v: string) => (v.trim() === '' ? null : v.trim());
const date = (v: string) => (v.trim() === '' ? null : parseDisplayDate(v));
const int = (v: string) => (v.trim() === '' ? null : Number(v));

type Gender = 'MALE' | 'FEMALE';
type MaritalStatus = 'SINGLE' | 'MARRIED' | 'SEPARATED' | 'DIVORCED' | 'WIDOWED' | 'UNION';

/**
 * The mutation input: every field sent, empty ones as null (an update clears them); department and contract
 * type null when none is chosen (core §5); foreign languages comma-joined.
 */
export function formValuesToInput(v: EmployeeFormValues) {
  const address = { streetLine1: text(v.street1), streetLine2: text(v.street2), city: text(v.city), state: text(v.state), zipCode: text(v.zipCode), country: text(v.country) };
  const emergency = { name: text(v.emergencyName), phone: text(v.emergencyPhone), relation: text(v.emergencyRelation) };
  return {
    name: v.name.trim(), email: text(v.email), employeeNumber: text(v.employeeNumber), jobTitle: text(v.jobTitle),
    phone: text(v.phone), alternativePhone: text(v.alternativePhone), personalEmail: text(v.personalEmail),
    address: Object.values(address).some((x) => x !== null) ? address : null,
    birthDate: date(v.birthDate), startDate: date(v.startDate), endDate: date(v.endDate), startDateOnCompany: date(v.startDateOnCompany),
    identityValidityDate: date(v.identityValidityDate), driversValidityDate: date(v.driversValidityDate),
    residentialCardValidityDate: date(v.residentialCardValidityDate), passportValidityDate: date(v.passportValidityDate),
    gender: (text(v.gender) as Gender | null), maritalStatus: (text(v.maritalStatus) as MaritalStatus | null),
    dependents: int(v.dependents), seniorityMonths: int(v.seniorityMonths),
    driversLicense: text(v.driversLicense), identityNumber: text(v.identityNumber), taxId: text(v.taxId),
    socialSecurityNumber: text(v.socialSecurityNumber),
    emergencyContact: emergency,
    language: v.language, readOnly: v.readOnly, loginEnabled: v.loginEnabled,
    foreignLanguage: v.foreignLanguages.length ? v.foreignLanguages.join(',') : null,
    qualificationLevel: text(v.qualificationLevel), educationAreas: [...v.educationAreas],
    departmentId: v.departmentId || null, contractTypeId: v.contractTypeId || null,
  };
}

/** Server field paths (last segment) → form fields, so userErrors land where the user typed. */
export const EMPLOYEE_FIELD_MAP: Record<string, string> = {
  ...Object.fromEntries(Object.keys(EMPTY_EMPLOYEE_FORM).map((k) => [k, k])),
  streetLine1: 'street1', streetLine2: 'street2', department: 'departmentId', contractType: 'contractTypeId',
  foreignLanguage: 'foreignLanguages', 'emergencyContact.name': 'emergencyName', 'emergencyContact.phone': 'emergencyPhone',
  'emergencyContact.relation': 'emergencyRelation', 'address.city': 'city', 'address.state': 'state', 'address.zipCode': 'zipCode',
  'address.country': 'country',
};

/** Which tab holds each form field: a tab with an error is marked, and the first one is opened on submit. */
export const EMPLOYEE_TABS = {
  identity: ['name', 'employeeNumber', 'gender', 'maritalStatus', 'birthDate', 'dependents', 'language', 'identityNumber', 'taxId', 'socialSecurityNumber'],
  contact: ['email', 'phone', 'alternativePhone', 'personalEmail', 'street1', 'street2', 'city', 'state', 'zipCode', 'country'],
  contract: ['departmentId', 'contractTypeId', 'jobTitle', 'startDate', 'startDateOnCompany', 'endDate', 'seniorityMonths', 'loginEnabled', 'readOnly'],
  documents: ['driversLicense', 'driversValidityDate', 'identityValidityDate', 'passportValidityDate', 'residentialCardValidityDate'],
  education: ['qualificationLevel', 'educationAreas', 'foreignLanguages'],
  emergency: ['emergencyName', 'emergencyPhone', 'emergencyRelation'],
} as const;
export type EmployeeTab = keyof typeof EMPLOYEE_TABS;
