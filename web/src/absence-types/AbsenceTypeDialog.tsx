import { useMemo } from 'react';
import { Form, Formik, type FormikHelpers } from 'formik';
import { graphql, useFragment } from 'react-relay';
import { useTranslation } from 'react-i18next';
import type { AbsenceTypeDialog_type$key } from '../__generated__/AbsenceTypeDialog_type.graphql.ts';
import { ABSENCE_APPROVALS } from '../../../domain/absences/absence-workflow.ts';
import { applyUserErrors } from '../platform/forms/applyUserErrors.ts';
import { CheckboxField } from '../platform/forms/CheckboxField.tsx';
import { DialogFormActions } from '../platform/forms/DialogFormActions.tsx';
import { Modal } from '../platform/forms/Modal.tsx';
import { SelectField } from '../platform/forms/SelectField.tsx';
import { TextField } from '../platform/forms/TextField.tsx';
import { useNotify } from '../platform/notifications/useNotify.ts';
import { AbsenceSubtypesField } from './AbsenceSubtypesField.tsx';
import {
  absenceTypeFieldMap, absenceTypeFormSchema, absenceTypeFormValues, toAbsenceTypeInput, type AbsenceTypeFormValues,
} from './absenceTypeForm.ts';
import { approvalText } from './absenceTypeTexts.ts';
import { useCreateAbsenceTypeMutation } from './useCreateAbsenceTypeMutation.ts';
import { useUpdateAbsenceTypeMutation } from './useUpdateAbsenceTypeMutation.ts';

const fragment = graphql`
  fragment AbsenceTypeDialog_type on AbsenceType {
    id name code yearlyDaysAllowed yearlyPeriodsAllowed consecutiveDaysAllowed justificationNeeded daysToJustification
    impactExpectedTimeWork requestDateLimitCurrent requestDateLimitLast deadlineLeave approval calendarDays
    subtypes { databaseId name requestCount }
  }
`;

/** Numbers and dates are typed as text: no spinner, and the browser's locale never changes what a date means. */
const NUMBER = { inputMode: 'numeric', autoComplete: 'off' } as const;
const DATE = { placeholder: 'DD/MM/YYYY', inputMode: 'numeric', autoComplete: 'off', maxLength: 10 } as const;

interface Props {
  /** the type to edit; null: a new one */
  type: AbsenceTypeDialog_type$key | null;
  connectionId: string | null;
  onClose: () => void;
}

/** Creates or edits a type, subtypes included, with the API's rules; the server's refusals land on their fields. */
export function AbsenceTypeDialog({ type, connectionId, onClose }: Props) {
  const { t } = useTranslation('absence-types');
  const editing = useFragment(fragment, type);
  const schema = useMemo(() => absenceTypeFormSchema(t, !!editing), [t, editing]);
  const initialValues = useMemo(() => absenceTypeFormValues(editing), [editing]);
  const connections = connectionId ? [connectionId] : [];
  const create = useCreateAbsenceTypeMutation();
  const update = useUpdateAbsenceTypeMutation(connections);
  const notify = useNotify();
  const f = (key: string) => t(`absenceTypes.fields.${key}`);

  async function submit(values: AbsenceTypeFormValues, helpers: FormikHelpers<AbsenceTypeFormValues>) {
    const input = toAbsenceTypeInput(values);
    const outcome = editing ? await update({ input: { id: editing.id, type: input } }) : await create({ input: { type: input }, connections });
    if (!outcome.ok) return applyUserErrors(outcome.error, helpers, absenceTypeFieldMap(values.subtypes.length), t).forEach((m) => notify('error', m));
    notify('success', t('absenceTypes.saved', { name: input.name }));
    onClose();
  }

  return (
    <Modal title={editing ? t('absenceTypes.editTitle', { name: editing.name }) : t('absenceTypes.newTitle')} onClose={onClose} wide>
      <Formik<AbsenceTypeFormValues> initialValues={initialValues} validationSchema={schema} onSubmit={submit}>
        {({ isSubmitting, values }) => (
          <Form noValidate className="form absence-type-form">
            <div className="form-grid">
              <TextField name="name" label={f('name')} hint={f('nameHint')} autoComplete="off" />
              <TextField name="code" label={f('code')} hint={f(editing ? 'codeHint' : 'codeHintNew')} autoComplete="off" autoCapitalize="characters" />
              <TextField name="yearlyDaysAllowed" label={f('yearlyDaysAllowed')} hint={f('yearlyDaysAllowedHint')} inputMode="decimal" autoComplete="off" />
              <TextField name="yearlyPeriodsAllowed" label={f('yearlyPeriodsAllowed')} hint={f('yearlyPeriodsAllowedHint')} {...NUMBER} />
              <TextField name="consecutiveDaysAllowed" label={f('consecutiveDaysAllowed')} hint={f('consecutiveDaysAllowedHint')} {...NUMBER} />
              <TextField name="deadlineLeave" label={f('deadlineLeave')} hint={f('deadlineLeaveHint')} {...NUMBER} />
            </div>
            <SelectField name="approval" label={f('approval')} hint={f('approvalHint')}
              options={ABSENCE_APPROVALS.map((a) => ({ value: a, label: approvalText(a, t) }))} />
            <CheckboxField name="justificationNeeded" label={f('justificationNeeded')} />
            {values.justificationNeeded && (
              <TextField name="daysToJustification" label={f('daysToJustification')} hint={f('daysToJustificationHint')} {...NUMBER} />
            )}
            <CheckboxField name="calendarDays" label={f('calendarDays')} hint={f('calendarDaysHint')} />
            <CheckboxField name="impactExpectedTimeWork" label={f('impactExpectedTimeWork')} />
            <div className="form-grid">
              <TextField name="requestDateLimitCurrent" label={f('requestDateLimitCurrent')} hint={f('requestDateLimitCurrentHint')} {...DATE} />
              <TextField name="requestDateLimitLast" label={f('requestDateLimitLast')} hint={f('requestDateLimitLastHint')} {...DATE} />
            </div>
            <AbsenceSubtypesField />
            <DialogFormActions onCancel={onClose} submitting={isSubmitting} />
          </Form>
        )}
      </Formik>
    </Modal>
  );
}
