import { useMemo } from 'react';
import { Form, Formik, type FormikHelpers } from 'formik';
import { useTranslation } from 'react-i18next';
import { formatDisplayDate, parseDisplayDate } from '../../../domain/dates.rules.ts';
import { holidayFormSchema } from '../../../domain/organisation.rules.ts';
import { ruleMessages } from '../platform/forms/ruleMessages.ts';
import { TextField } from '../platform/forms/TextField.tsx';
import { DateField } from '../platform/forms/DateField.tsx';
import { Modal } from '../platform/forms/Modal.tsx';
import { applyUserErrors } from '../platform/forms/applyUserErrors.ts';
import { useNotify } from '../platform/notifications/useNotify.ts';
import { useCreateHolidayMutation } from './useCreateHolidayMutation.ts';
import { useUpdateHolidayMutation } from './useUpdateHolidayMutation.ts';
import { DialogFormActions } from '../platform/forms/DialogFormActions.tsx';

export interface HolidayEditing { id: string | null; holidayDate: string; name: string }
interface Values { holidayDate: string; name: string }

export function HolidayDialog({ editing, connectionId, year, onClose }: { editing: HolidayEditing; connectionId: string; year: number; onClose: () => void }) {
  const { t } = useTranslation('holidays');
  const schema = useMemo(() => holidayFormSchema(ruleMessages(t)), [t]);
  const create = useCreateHolidayMutation();
  const update = useUpdateHolidayMutation(connectionId, year);
  const notify = useNotify();
  async function submit(values: Values, helpers: FormikHelpers<Values>) {
    const input = { holidayDate: parseDisplayDate(values.holidayDate) ?? '', name: values.name.trim() };
    // A holiday of another year joins that year's list, not the one shown (#11 item 3).
    const shown = input.holidayDate.startsWith(`${year}-`);
    const outcome = editing.id ? await update({ input: { id: editing.id, ...input } }) : await create({ input, connections: shown ? [connectionId] : [] });
    if (!outcome.ok) return applyUserErrors(outcome.error, helpers, { holidayDate: 'holidayDate', name: 'name' }, t).forEach((m) => notify('error', m));
    notify('success', shown ? t('holidays.saved', { date: values.holidayDate })
      : t('holidays.savedInYear', { date: values.holidayDate, year: input.holidayDate.slice(0, 4) }));
    onClose();
  }
  return (
    <Modal title={editing.id ? t('holidays.edit') : t('holidays.new')} onClose={onClose}>
      <Formik<Values> initialValues={{ holidayDate: formatDisplayDate(editing.holidayDate), name: editing.name }} validationSchema={schema} onSubmit={submit}>
        {({ isSubmitting }) => (
          <Form noValidate className="form">
            <DateField name="holidayDate" label={t('holidays.date')} />
            <TextField name="name" label={t('holidays.name')} autoComplete="off" />
            <DialogFormActions onCancel={onClose} submitting={isSubmitting} />
          </Form>
        )}
      </Formik>
    </Modal>
  );
}
