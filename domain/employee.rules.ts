import * as yup from 'yup';
import { EDUCATION_AREAS, GENDERS, LANGUAGES, MARITAL_STATUSES, QUALIFICATION_LEVELS } from './employee.ts';
import { COUNTRY_CODES } from './countries.ts';
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

const PHONE = /^[+0-9 ()./-]*$/;

/** Field limits match the API's input schema (api/src/employees/employee.input.ts). */
export function employeeFormSchema(m: RuleMessages, labels: { startDate: string } = { startDate: 'the start date' }) {
  const text = (max: number) => yup.string().default('').trim().max(max, m('maxLength', { max }));
  const phone = () => text(40).matches(PHONE, { message: m('phone'), excludeEmptyString: true });
  const email = () => text(254).email(m('email'));
  const oneOfOrEmpty = (values: readonly string[]) => yup.string().default('').oneOf(['', ...values], m('oneOf'));
  const wholeNumber = (min: number, max: number) => yup.string().default('')
    .test('integer', m('integer'), (v) => !v || /^\d+$/.test(v.trim()))
    .test('range', m('range', { min, max }), (v) => !v || !/^\d+$/.test(v.trim()) || (Number(v) >= min && Number(v) <= max));
  return yup.object({
    name: text(200).required(m('required')),
    employeeNumber: text(40),
    gender: oneOfOrEmpty(GENDERS),
    maritalStatus: oneOfOrEmpty(MARITAL_STATUSES),
    birthDate: displayDate(m),
    dependents: wholeNumber(0, 50),
    language: yup.string().default('en').oneOf([...LANGUAGES], m('oneOf')).required(m('required')),
    identityNumber: text(40), taxId: text(40), socialSecurityNumber: text(40),
    email: email(), phone: phone(), alternativePhone: phone(), personalEmail: email(),
    street1: text(200), street2: text(200), city: text(100), state: text(100), zipCode: text(20),
    country: oneOfOrEmpty(COUNTRY_CODES),
    departmentId: yup.string().default(''), contractTypeId: yup.string().default(''),
    jobTitle: text(120),
    startDate: displayDate(m),
    startDateOnCompany: displayDate(m),
    endDate: displayDateNotBefore(m, 'startDate', labels.startDate),
    seniorityMonths: wholeNumber(0, 1200),
    loginEnabled: yup.boolean().default(true), readOnly: yup.boolean().default(false),
    driversLicense: text(40),
    driversValidityDate: displayDate(m), identityValidityDate: displayDate(m), passportValidityDate: displayDate(m),
    residentialCardValidityDate: displayDate(m),
    qualificationLevel: oneOfOrEmpty(QUALIFICATION_LEVELS),
    educationAreas: yup.array(yup.string().oneOf([...EDUCATION_AREAS], m('oneOf')).required()).default([]),
    foreignLanguages: yup.array(yup.string().required().max(40)).max(20).default([]),
    emergencyName: text(120), emergencyPhone: phone(), emergencyRelation: text(60),
  });
}
