import { useMemo, useState } from 'react';
import { Form, Formik, type FormikHelpers } from 'formik';
import { graphql, useFragment } from 'react-relay';
import { useTranslation } from 'react-i18next';
import * as yup from 'yup';
import type { EmployeeSchedulesAssignDialog_query$key } from '../__generated__/EmployeeSchedulesAssignDialog_query.graphql.ts';
import { displayDate, displayDateNotBefore, formatDisplayDate, parseDisplayDate, todayIso } from '../../../domain/dates.rules.ts';
import type { RuleMessages } from '../../../domain/messages.rules.ts';
import { CheckboxField } from '../platform/forms/CheckboxField.tsx';
import { DateField } from '../platform/forms/DateField.tsx';
import { DialogFormActions } from '../platform/forms/DialogFormActions.tsx';
import { Modal } from '../platform/forms/Modal.tsx';
import { SelectField } from '../platform/forms/SelectField.tsx';
import { applyUserErrors } from '../platform/forms/applyUserErrors.ts';
import { ruleMessages } from '../platform/forms/ruleMessages.ts';
import type { NormalizedError } from '../platform/errors/normalizeError.ts';
import { useNotify } from '../platform/notifications/useNotify.ts';
import { useCreateScheduleAssignmentMutation } from './useCreateScheduleAssignmentMutation.ts';

// The gateway's page limit; a company has far fewer week schedules than that.
const fragment = graphql`
  fragment EmployeeSchedulesAssignDialog_query on Query {
    weekSchedules(first: 100, orderBy: [{ field: NAME, direction: ASC }]) { edges { node { id name } } }
  }
`;

interface AssignValues { scheduleId: string; validFrom: string; validTo: string; endPrevious: boolean }

/** The assign form's rules: a schedule and a first day are needed; a last day, when given, is not before the first. */
function assignSchema(messages: RuleMessages, fromLabel: string) {
  return yup.object({
    scheduleId: yup.string().required(messages('required')),
    validFrom: displayDate(messages).required(messages('required')),
    validTo: displayDateNotBefore(messages, 'validFrom', fromLabel),
    endPrevious: yup.boolean(),
  });
}

interface Props {
  query: EmployeeSchedulesAssignDialog_query$key;
  employee: { id: string; name: string };
  week: { from: string; to: string };
  /** whether an assignment is open now: only then does "end the current one" mean something */
  hasOpen: boolean;
  /** a refusal in words the user can act on (a clash names the period it hits) */
  explain: (error: NormalizedError) => string[] | null;
  onClose: () => void;
}

/** Gives the employee a week schedule from a day (to a day, or until further notice). */
export function EmployeeSchedulesAssignDialog({ query, employee, week, hasOpen, explain, onClose }: Props) {
  const { t } = useTranslation('employees');
  const data = useFragment(fragment, query);
  const options = data.weekSchedules?.edges.map(({ node }) => ({ value: node.id, label: node.name })) ?? [];
  const f = (k: string) => t(`employees.schedules.form.${k}`);
  const schema = useMemo(() => assignSchema(ruleMessages(t), f('validFrom')), [t]); // eslint-disable-line react-hooks/exhaustive-deps
  const assign = useCreateScheduleAssignmentMutation();
  const notify = useNotify();
  const [refusal, setRefusal] = useState<string[]>([]);
  async function submit(values: AssignValues, helpers: FormikHelpers<AssignValues>) {
    setRefusal([]);
    const outcome = await assign({
      input: {
        scheduleId: values.scheduleId, employeeIds: [employee.id], validFrom: parseDisplayDate(values.validFrom) ?? '',
        validTo: values.validTo.trim() ? parseDisplayDate(values.validTo) : null, endPrevious: values.endPrevious,
      },
      weekFrom: week.from, weekTo: week.to,
    });
    if (!outcome.ok) {
      const explained = explain(outcome.error);
      return setRefusal(explained ?? applyUserErrors(outcome.error, helpers, { scheduleId: 'scheduleId', validFrom: 'validFrom', validTo: 'validTo' }, t));
    }
    const name = options.find((o) => o.value === values.scheduleId)?.label ?? '';
    notify('success', t('employees.schedules.assigned', { schedule: name, name: employee.name, from: values.validFrom.trim() }));
    onClose();
  }
  const initial: AssignValues = { scheduleId: '', validFrom: formatDisplayDate(todayIso()), validTo: '', endPrevious: hasOpen };
  return (
    <Modal title={t('employees.schedules.assignTitle', { name: employee.name })} onClose={onClose}>
      <Formik<AssignValues> initialValues={initial} validationSchema={schema} onSubmit={submit}>
        {({ isSubmitting }) => (
          <Form noValidate className="form">
            <SelectField name="scheduleId" label={f('schedule')} options={options} emptyLabel={f('pickSchedule')}
              hint={options.length ? undefined : f('noSchedules')} />
            <DateField name="validFrom" label={f('validFrom')} />
            <DateField name="validTo" label={f('validTo')} />
            <CheckboxField name="endPrevious" label={f('endPrevious')} hint={f('endPreviousHint')} />
            {refusal.length > 0 && (
              <div role="alert" className="field__error">{refusal.map((m) => <p key={m} style={{ margin: 0 }}>{m}</p>)}</div>
            )}
            <DialogFormActions onCancel={onClose} submitting={isSubmitting} />
          </Form>
        )}
      </Formik>
    </Modal>
  );
}
