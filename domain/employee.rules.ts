import * as yup from 'yup';
import { EDUCATION_AREAS, GENDERS, LANGUAGES, MARITAL_STATUSES, QUALIFICATION_LEVELS } from './employee.ts';
import { COUNTRY_CODES } from './countries.ts';
import { FIELD_LIMITS as L, PHONE_PATTERN } from './field-limits.ts';
import { displayDate, displayDateNotBefore } from './dates.rules.ts';
import type { RuleMessages } from './messages.rules.ts';

/** Foreign languages offered in the employee form (ISO 639-1); names come from Intl.DisplayNames. */
export const FOREIGN_LANGUAGE_CODES = [
  'en', 'pt', 'fr', 'es', 'de', 'it', 'nl', 'ar', 'zh', 'ja', 'ru', 'pl', 'ro', 'uk', 'hi', 'tr', 'sv', 'el', 'ko', 'cs',
] as const;

/** The employee form in its typed (display) form: dates DD/MM/YYYY, numbers as text, '' for none. */
export interface EmployeeFormValues {
  name: string; employeeNumber: string; gender: string; maritalStatus: string; birthDate: string; dependents: string;
  language: string; identityNumber: string; taxId: string; socialSecurityNumber: string;
  email: string; phone: string; alternativePhone: string; personalEmail: string;
  street1: string; street2: string; city: string; state: string; zipCode: string; country: string;
  departmentId: string; contractTypeId: string; jobTitle: string; startDate: string; startDateOnCompany: string;
  endDate: string; seniorityMonths: string; loginEnabled: boolean; readOnly: boolean;
  driversLicense: string; driversValidityDate: string; identityValidityDate: string; passportValidityDate: string;
  residentialCardValidityDate: string;
  qualificationLevel: string; educationAreas: string[]; foreignLanguages: string[];
  emergencyName: string; emergencyPhone: string; emergencyRelation: string;
}

export const EMPTY_EMPLOYEE_FORM: EmployeeFormValues = {
  name: '', employeeNumber: '', gender: '', maritalStatus: '', birthDate: '', dependents: '', language: 'en',
  identityNumber: '', taxId: '', socialSecurityNumber: '', email: '', phone: '', alternativePhone: '', personalEmail: '',
  street1: '', street2: '', city: '', state: '', zipCode: '', country: '', departmentId: '', contractTypeId: '',
  jobTitle: '', startDate: '', startDateOnCompany: '', endDate: '', seniorityMonths: '', loginEnabled: true, readOnly: false,
  driversLicense: '', driversValidityDate: '', identityValidityDate: '', passportValidityDate: '',
  residentialCardValidityDate: '', qualificationLevel: '', educationAreas: [], foreignLanguages: [],
  emergencyName: '', emergencyPhone: '', emergencyRelation: '',
};

const PHONE = new RegExp(PHONE_PATTERN);

/** Field limits are FIELD_LIMITS (field-limits.ts), the table the API's input schema reads too. */
export function employeeFormSchema(m: RuleMessages, labels: { startDate: string } = { startDate: 'the start date' }) {
  const text = (max: number) => yup.string().default('').trim().max(max, m('maxLength', { max }));
  const phone = () => text(L.phone).matches(PHONE, { message: m('phone'), excludeEmptyString: true });
  const email = () => text(L.email).email(m('email'));
  const oneOfOrEmpty = (values: readonly string[]) => yup.string().default('').oneOf(['', ...values], m('oneOf'));
  const wholeNumber = (min: number, max: number) => yup.string().default('')
    .test('integer', m('integer'), (v) => !v || /^\d+$/.test(v.trim()))
    .test('range', m('range', { min, max }), (v) => !v || !/^\d+$/.test(v.trim()) || (Number(v) >= min && Number(v) <= max));
  return yup.object({
    name: text(L.personName).required(m('required')),
    employeeNumber: text(L.documentNumber),
    gender: oneOfOrEmpty(GENDERS),
    maritalStatus: oneOfOrEmpty(MARITAL_STATUSES),
    birthDate: displayDate(m),
    dependents: wholeNumber(L.dependents.min, L.dependents.max),
    language: yup.string().default('en').oneOf([...LANGUAGES], m('oneOf')).required(m('required')),
    identityNumber: text(L.documentNumber), taxId: text(L.documentNumber), socialSecurityNumber: text(L.documentNumber),
    email: email(), phone: phone(), alternativePhone: phone(), personalEmail: email(),
    street1: text(L.street), street2: text(L.street), city: text(L.city), state: text(L.state), zipCode: text(L.zipCode),
    country: oneOfOrEmpty(COUNTRY_CODES),
    departmentId: yup.string().default(''), contractTypeId: yup.string().default(''),
    jobTitle: text(L.jobTitle),
    startDate: displayDate(m),
    startDateOnCompany: displayDate(m),
    endDate: displayDateNotBefore(m, 'startDate', labels.startDate),
    seniorityMonths: wholeNumber(L.seniorityMonths.min, L.seniorityMonths.max),
    loginEnabled: yup.boolean().default(true), readOnly: yup.boolean().default(false),
    driversLicense: text(L.documentNumber),
    driversValidityDate: displayDate(m), identityValidityDate: displayDate(m), passportValidityDate: displayDate(m),
    residentialCardValidityDate: displayDate(m),
    qualificationLevel: oneOfOrEmpty(QUALIFICATION_LEVELS),
    educationAreas: yup.array(yup.string().oneOf([...EDUCATION_AREAS], m('oneOf')).required()).default([]),
    foreignLanguages: yup.array(yup.string().required().max(L.foreignLanguage)).max(L.foreignLanguages).default([]),
    emergencyName: text(L.emergencyContactName), emergencyPhone: phone(), emergencyRelation: text(L.emergencyRelation),
  });
}
