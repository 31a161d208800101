import { useFormikContext } from 'formik';
import { useTranslation } from 'react-i18next';
import type { ExtraHourEmployeeField_query$key } from '../__generated__/ExtraHourEmployeeField_query.graphql.ts';
import { EXTRA_HOUR_CATEGORY_LEVELS, type ExtraHourCategoryLevel } from '../../../domain/extra-hour-policy.ts';
import type { ExtraHourRuleFormValues } from '../../../domain/extra-hour-policy.rules.ts';
import { SelectField } from '../platform/forms/SelectField.tsx';
import { TextField } from '../platform/forms/TextField.tsx';
import { ExtraHourEmployeeField } from './ExtraHourEmployeeField.tsx';

export interface Choice { databaseId: number; name: string }

interface Props {
  departments: readonly Choice[];
  schedules: readonly Choice[];
  employees: ExtraHourEmployeeField_query$key;
  currentEmployee: Choice | null;
}

/** Who the rule is for: the level, then the department, schedule or employee it names (shifts and cost centers by number). */
export function ExtraHourCategoryFields({ departments, schedules, employees, currentEmployee }: Props) {
  const { t } = useTranslation('policies');
  const { values, setFieldValue, setFieldTouched } = useFormikContext<ExtraHourRuleFormValues>();
  const level = values.categoryLevel;
  const choose = t('extraHours.fields.choose');
  const options = (list: readonly Choice[]) => list.map((c) => ({ value: String(c.databaseId), label: c.name }));
  return (
    <>
      <SelectField name="categoryLevel" label={t('extraHours.fields.level')}
        options={EXTRA_HOUR_CATEGORY_LEVELS.map((l) => ({ value: l, label: t(`extraHours.levels.${l}`) }))}
        onChange={(e) => {
          // Another level names someone else (or no one): the choice starts over.
          void setFieldValue('categoryLevel', e.target.value as ExtraHourCategoryLevel);
          void setFieldValue('categoryValue', '');
          void setFieldTouched('categoryValue', false, false);
        }} />
      {level === 'DEPARTMENT' && <SelectField name="categoryValue" label={t('extraHours.fields.department')} emptyLabel={choose} options={options(departments)} />}
      {level === 'SCHEDULE' && <SelectField name="categoryValue" label={t('extraHours.fields.schedule')} emptyLabel={choose} options={options(schedules)} />}
      {level === 'EMPLOYEE' && <ExtraHourEmployeeField query={employees} current={currentEmployee} />}
      {(level === 'SHIFT' || level === 'COST_CENTER') && (
        <TextField name="categoryValue" label={t(level === 'SHIFT' ? 'extraHours.fields.shift' : 'extraHours.fields.costCenter')}
          hint={t('extraHours.fields.numberHint')} inputMode="numeric" autoComplete="off" />
      )}
    </>
  );
}
