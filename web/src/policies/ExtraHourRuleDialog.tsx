import { useMemo } from 'react';
import { Form, Formik, type FormikHelpers } from 'formik';
import { graphql, useFragment } from 'react-relay';
import { useTranslation } from 'react-i18next';
import type { ExtraHourRuleDialog_query$key } from '../__generated__/ExtraHourRuleDialog_query.graphql.ts';
import type { ExtraHourRuleDialog_rule$data, ExtraHourRuleDialog_rule$key } from '../__generated__/ExtraHourRuleDialog_rule.graphql.ts';
import type { ExtraHourRuleInput } from '../__generated__/useCreateExtraHourRuleMutation.graphql.ts';
import { ROUNDING_METHODS, type ExtraHourCategoryLevel, type RoundingMethod } from '../../../domain/extra-hour-policy.ts';
import {
  extraHourRuleFormSchema, extraHourRuleFormValues, toExtraHourRuleInput, type ExtraHourRuleFormValues,
} from '../../../domain/extra-hour-policy.rules.ts';
import { FIELD_LIMITS as L } from '../../../domain/field-limits.ts';
import { cutTime, minutesOf } from '../../../domain/schedule.ts';
import { applyUserErrors } from '../platform/forms/applyUserErrors.ts';
import { CheckboxField } from '../platform/forms/CheckboxField.tsx';
import { DateField } from '../platform/forms/DateField.tsx';
import { DialogFormActions } from '../platform/forms/DialogFormActions.tsx';
import { Modal } from '../platform/forms/Modal.tsx';
import { ruleMessages } from '../platform/forms/ruleMessages.ts';
import { SelectField } from '../platform/forms/SelectField.tsx';
import { TextField } from '../platform/forms/TextField.tsx';
import { useNotify } from '../platform/notifications/useNotify.ts';
import { globalId } from '../platform/relay/globalId.ts';
import { ExtraHourCategoryFields } from './ExtraHourCategoryFields.tsx';
import { ExtraHourClockTagsField } from './ExtraHourClockTagsField.tsx';
import { ExtraHourWeekdaysField } from './ExtraHourWeekdaysField.tsx';
import { useCreateExtraHourRuleMutation } from './useCreateExtraHourRuleMutation.ts';
import { useUpdateExtraHourRuleMutation } from './useUpdateExtraHourRuleMutation.ts';

const queryFragment = graphql`
  fragment ExtraHourRuleDialog_query on Query @argumentDefinitions(size: { type: "Int!" }) {
    departments(first: $size, orderBy: [{ field: NAME, direction: ASC }]) { edges { node { databaseId name } } }
    weekSchedules(first: $size) { edges { node { databaseId name } } }
    ...ExtraHourEmployeeField_query
  }
`;

const ruleFragment = graphql`
  fragment ExtraHourRuleDialog_rule on ExtraHourRule {
    id databaseId name title sequence start end enabled night thresholdMinutes rounding ignoreEarlyCheckIn validFrom validTo
    weekdays clockTags showInReport
    category { level databaseId employee { databaseId name } }
  }
`;

/** The graph type whose global id names a category value, by level (shifts and cost centers: the types they will have). */
const CATEGORY_TYPES: Partial<Record<ExtraHourCategoryLevel, string>> = {
  DEPARTMENT: 'Department', SCHEDULE: 'WeekSchedule', EMPLOYEE: 'Employee', SHIFT: 'Shift', COST_CENTER: 'CostCenter',
};

/**
 * Times typed HH:MM like dates are typed DD/MM/YYYY: a time control would follow the browser's locale (AM/PM in
 * some), where the specification wants 24-hour HH:mm everywhere.
 */
const TIME = { placeholder: 'HH:MM', inputMode: 'numeric', autoComplete: 'off', maxLength: 5 } as const;

/** The server's field paths (`rule.category.id`, `rule.weekdays.2`) → the form's fields. */
const FIELD_MAP: Record<string, string> = {
  name: 'name', title: 'title', sequence: 'sequence', start: 'start', end: 'end', night: 'night', thresholdMinutes: 'thresholdMinutes',
  rounding: 'rounding', ignoreEarlyCheckIn: 'ignoreEarlyCheckIn', validFrom: 'validFrom', validTo: 'validTo', weekdays: 'weekdays',
  clockTags: 'clockTags', showInReport: 'showInReport', enabled: 'enabled',
  'rule.category.id': 'categoryValue', 'rule.category.level': 'categoryLevel',
  ...Object.fromEntries([0, 1, 2, 3, 4, 5, 6].map((i) => [`rule.weekdays.${i}`, 'weekdays'])),
  ...Object.fromEntries(Array.from({ length: L.extraHourClockTags }, (_, i) => [`rule.clockTags.${i}`, 'clockTags'])),
};

/** A stored rule as the form shows it (times HH:MM, dates DD/MM/YYYY, numbers as text). */
function valuesOf(r: ExtraHourRuleDialog_rule$data): ExtraHourRuleFormValues {
  return extraHourRuleFormValues({
    id: r.databaseId, name: r.name, sequence: r.sequence, title: r.title ?? null,
    categoryLevel: r.category.level as ExtraHourCategoryLevel, categoryValue: r.category.databaseId ?? null,
    start: r.start ? minutesOf(r.start) : null, end: r.end ? minutesOf(r.end) : null, enabled: r.enabled, night: r.night,
    thresholdMinutes: r.thresholdMinutes, rounding: r.rounding as RoundingMethod, ignoreEarlyCheckIn: r.ignoreEarlyCheckIn,
    validFrom: r.validFrom ?? null, validTo: r.validTo ?? null, weekdays: [...r.weekdays], clockTags: [...r.clockTags], showInReport: r.showInReport,
  });
}

/** The form's values as the graph's input: the category by global id, the band as HH:MM. */
function inputOf(values: ExtraHourRuleFormValues): ExtraHourRuleInput {
  const { categoryLevel, categoryValue, start: _s, end: _e, ...rest } = toExtraHourRuleInput(values);
  const type = CATEGORY_TYPES[categoryLevel];
  return {
    ...rest,
    category: { level: categoryLevel, id: type && categoryValue !== null ? globalId(type, String(categoryValue)) : null },
    start: cutTime(values.start), end: cutTime(values.end),
  };
}

interface Props {
  query: ExtraHourRuleDialog_query$key;
  /** the rule to edit; null: a new one */
  rule: ExtraHourRuleDialog_rule$key | null;
  connectionId: string | null;
  onClose: () => void;
}

/** Creates or edits an extra-hour rule with the domain's form rules; the server's refusals land on their fields. */
export function ExtraHourRuleDialog({ query, rule, connectionId, onClose }: Props) {
  const { t } = useTranslation('policies');
  const choices = useFragment(queryFragment, query);
  const editing = useFragment(ruleFragment, rule);
  const schema = useMemo(() => extraHourRuleFormSchema(ruleMessages(t), { validFrom: t('extraHours.fields.validFrom') }), [t]);
  const initialValues = useMemo(() => (editing ? valuesOf(editing) : extraHourRuleFormValues()), [editing]);
  const create = useCreateExtraHourRuleMutation();
  const update = useUpdateExtraHourRuleMutation(connectionId ? [connectionId] : []);
  const notify = useNotify();
  const departments = choices.departments?.edges.map((e) => e.node) ?? [];
  const schedules = choices.weekSchedules?.edges.map((e) => e.node) ?? [];
  const employee = editing?.category.employee ?? null;

  async function submit(values: ExtraHourRuleFormValues, helpers: FormikHelpers<ExtraHourRuleFormValues>) {
    const input = inputOf(values);
    const outcome = editing
      ? await update({ input: { id: editing.id, rule: input } })
      : await create({ input: { rule: input }, connections: connectionId ? [connectionId] : [] });
    if (!outcome.ok) return applyUserErrors(outcome.error, helpers, FIELD_MAP, t).forEach((m) => notify('error', m));
    notify('success', t('extraHours.saved', { name: input.name }));
    onClose();
  }

  return (
    <Modal title={editing ? t('extraHours.editTitle', { name: editing.name }) : t('extraHours.newTitle')} onClose={onClose} wide>
      <Formik<ExtraHourRuleFormValues> initialValues={initialValues} validationSchema={schema} onSubmit={submit}>
        {({ isSubmitting }) => (
          <Form noValidate className="form extra-hours-form">
            <div className="form-grid">
              <TextField name="name" label={t('extraHours.fields.name')} autoComplete="off" />
              <TextField name="title" label={t('extraHours.fields.title')} hint={t('extraHours.fields.titleHint')} autoComplete="off" />
            </div>
            <ExtraHourCategoryFields departments={departments} schedules={schedules} employees={choices} currentEmployee={employee} />
            <fieldset className="field checkbox-group" aria-describedby="extra-hours-band-hint">
              <legend>{t('extraHours.fields.band')}</legend>
              <div className="form-grid">
                <TextField name="start" label={t('extraHours.fields.start')} {...TIME} />
                <TextField name="end" label={t('extraHours.fields.end')} {...TIME} />
              </div>
              <p className="field__hint" id="extra-hours-band-hint">{t('extraHours.fields.bandHint')}</p>
              <CheckboxField name="night" label={t('extraHours.fields.night')} />
            </fieldset>
            <div className="form-grid">
              <TextField name="thresholdMinutes" label={t('extraHours.fields.thresholdMinutes')} hint={t('extraHours.fields.thresholdHint')}
                inputMode="numeric" autoComplete="off" />
              <SelectField name="rounding" label={t('extraHours.fields.rounding')}
                options={ROUNDING_METHODS.map((m) => ({ value: m, label: t(`extraHours.rounding.${m}`) }))} />
            </div>
            <CheckboxField name="ignoreEarlyCheckIn" label={t('extraHours.fields.ignoreEarlyCheckIn')} />
            <div className="form-grid">
              <DateField name="validFrom" label={t('extraHours.fields.validFrom')} />
              <DateField name="validTo" label={t('extraHours.fields.validTo')} />
            </div>
            <ExtraHourWeekdaysField />
            <div className="form-grid">
              <ExtraHourClockTagsField />
              <TextField name="sequence" label={t('extraHours.fields.sequence')} hint={t('extraHours.fields.sequenceHint')} inputMode="numeric" autoComplete="off" />
            </div>
            <CheckboxField name="showInReport" label={t('extraHours.fields.showInReport')} />
            <CheckboxField name="enabled" label={t('extraHours.fields.enabled')} />
            <DialogFormActions onCancel={onClose} submitting={isSubmitting} />
          </Form>
        )}
      </Formik>
    </Modal>
  );
}
