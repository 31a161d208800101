import { useTranslation } from 'react-i18next';
import { COUNTRY_CODES, countryName } from '../../../domain/countries.ts';
import { EDUCATION_AREAS, GENDERS, LANGUAGES, MARITAL_STATUSES, QUALIFICATION_LEVELS } from '../../../domain/employee.ts';
import { FOREIGN_LANGUAGE_CODES } from '../../../domain/employee.rules.ts';
import { TextField } from '../platform/forms/TextField.tsx';
import { SelectField } from '../platform/forms/SelectField.tsx';
import { DateField } from '../platform/forms/DateField.tsx';
import { CheckboxField } from '../platform/forms/CheckboxField.tsx';
import { CheckboxGroupField } from '../platform/forms/CheckboxGroupField.tsx';
import type { EmployeeTab } from './employeeFormValues.ts';

export interface Option { value: string; label: string }
export interface EmployeeFormOptions { departments: readonly Option[]; contractTypes: readonly Option[]; extraLanguages: readonly string[] }

function languageName(code: string, locale: string): string {
  try {
    return new Intl.DisplayNames([locale], { type: 'language' }).of(code) ?? code;
  } catch {
    return code;
  }
}

/** The fields of one tab of the employee form. */
export function EmployeeFormFields({ tab, options }: { tab: EmployeeTab; options: EmployeeFormOptions }) {
  const { t, i18n } = useTranslation('employees');
  const none = t('employees.form.none');
  const enumOptions = (values: readonly string[], prefix: string) => values.map((v) => ({ value: v, label: t(`${prefix}.${v}`) }));
  const f = (k: string) => t(`employees.fields.${k}`);
  switch (tab) {
    case 'identity':
      return (
        <div className="form-grid">
          <TextField name="name" label={f('name')} autoComplete="off" required />
          <TextField name="employeeNumber" label={f('employeeNumber')} />
          <SelectField name="gender" label={f('gender')} emptyLabel={none} options={enumOptions(GENDERS, 'employees.gender')} />
          <SelectField name="maritalStatus" label={f('maritalStatus')} emptyLabel={none} options={enumOptions(MARITAL_STATUSES, 'employees.marital')} />
          <DateField name="birthDate" label={f('birthDate')} />
          <TextField name="dependents" label={f('dependents')} inputMode="numeric" />
          <SelectField name="language" label={f('language')} options={LANGUAGES.map((l) => ({ value: l, label: t(`language.${l}`) }))} />
          <TextField name="identityNumber" label={f('identityNumber')} />
          <TextField name="taxId" label={f('taxId')} />
          <TextField name="socialSecurityNumber" label={f('socialSecurityNumber')} />
        </div>
      );
    case 'contact':
      return (
        <div className="form-grid">
          <TextField name="email" type="email" label={f('email')} autoComplete="off" />
          <TextField name="personalEmail" type="email" label={f('personalEmail')} autoComplete="off" />
          <TextField name="phone" type="tel" label={f('phone')} />
          <TextField name="alternativePhone" type="tel" label={f('alternativePhone')} />
          <TextField name="street1" label={f('street1')} />
          <TextField name="street2" label={f('street2')} />
          <TextField name="city" label={f('city')} />
          <TextField name="state" label={f('state')} />
          <TextField name="zipCode" label={f('zipCode')} />
          <SelectField name="country" label={f('country')} emptyLabel={none}
            options={COUNTRY_CODES.map((c) => ({ value: c, label: countryName(c, i18n.language) })).sort((a, b) => a.label.localeCompare(b.label, i18n.language))} />
        </div>
      );
    case 'contract':
      return (
        <div className="form-grid">
          <SelectField name="departmentId" label={f('department')} emptyLabel={t('employees.form.noDepartment')} options={options.departments} />
          <SelectField name="contractTypeId" label={f('contractType')} emptyLabel={t('employees.form.noContractType')} options={options.contractTypes} />
          <TextField name="jobTitle" label={f('jobTitle')} />
          <TextField name="seniorityMonths" label={f('seniorityMonths')} inputMode="numeric" />
          <DateField name="startDate" label={f('startDate')} />
          <DateField name="startDateOnCompany" label={f('startDateOnCompany')} />
          <DateField name="endDate" label={f('endDate')} />
          <div className="field--full">
            <CheckboxField name="loginEnabled" label={f('loginEnabled')} />
            <CheckboxField name="readOnly" label={f('readOnly')} />
            <p className="field__hint">{t('employees.form.enabledRule')}</p>
          </div>
        </div>
      );
    case 'documents':
      return (
        <div className="form-grid">
          <TextField name="driversLicense" label={f('driversLicense')} />
          <DateField name="driversValidityDate" label={f('driversValidityDate')} />
          <DateField name="identityValidityDate" label={f('identityValidityDate')} />
          <DateField name="passportValidityDate" label={f('passportValidityDate')} />
          <DateField name="residentialCardValidityDate" label={f('residentialCardValidityDate')} />
        </div>
      );
    case 'education': {
      const languages = [...new Set([...FOREIGN_LANGUAGE_CODES, ...options.extraLanguages])];
      return (
        <div className="form">
          <SelectField name="qualificationLevel" label={f('qualificationLevel')} emptyLabel={none}
            options={QUALIFICATION_LEVELS.map((q) => ({ value: q, label: t(`employees.qualification.${q}`) }))} />
          <CheckboxGroupField name="educationAreas" legend={f('educationAreas')} options={enumOptions(EDUCATION_AREAS, 'employees.education')} />
          <CheckboxGroupField name="foreignLanguages" legend={f('foreignLanguages')}
            options={languages.map((l) => ({ value: l, label: languageName(l, i18n.language) }))} />
        </div>
      );
    }
    case 'emergency':
      return (
        <div className="form-grid">
          <TextField name="emergencyName" label={f('emergencyName')} />
          <TextField name="emergencyPhone" type="tel" label={f('emergencyPhone')} />
          <TextField name="emergencyRelation" label={f('emergencyRelation')} />
        </div>
      );
  }
}
