import { Form, Formik, type FormikHelpers } from 'formik';
import { useTranslation } from 'react-i18next';
import { TextField } from '../platform/forms/TextField.tsx';
import { Modal } from '../platform/forms/Modal.tsx';
import { DialogFormActions } from '../platform/forms/DialogFormActions.tsx';
import { applyUserErrors } from '../platform/forms/applyUserErrors.ts';
import { useNotify } from '../platform/notifications/useNotify.ts';
import { parseDays } from './yearlyDaysSchema.ts';
import { useDaysSchema } from './useDaysSchema.ts';
import { useSetYearlyTimeSettingMutation } from './useSetYearlyTimeSettingMutation.ts';

export interface SettingRow { id: string; employeeId: string; name: string; number?: string | null; yearPeriod: number; holidayDays?: number | null; bonusDays?: number | null }
interface Values { holidayDays: string; bonusDays: string }

/** One employee's holiday and bonus days of a year: at least one, half days allowed ("22,5" or "22.5"). */
export function YearlyTimeDialog({ row, onClose }: { row: SettingRow; onClose: () => void }) {
  const { t, i18n } = useTranslation('yearly-time');
  const schema = useDaysSchema();
  const save = useSetYearlyTimeSettingMutation();
  const notify = useNotify();
  const shown = (n: number | null | undefined) => (n == null ? '' : new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 1, useGrouping: false }).format(n));
  async function submit(values: Values, helpers: FormikHelpers<Values>) {
    const input = { employeeId: row.employeeId, yearPeriod: row.yearPeriod, holidayDays: parseDays(values.holidayDays), bonusDays: parseDays(values.bonusDays) };
    const outcome = await save({ input });
    if (!outcome.ok) return applyUserErrors(outcome.error, helpers, { holidayDays: 'holidayDays', bonusDays: 'bonusDays' }, t).forEach((m) => notify('error', m));
    notify('success', t('yearlyTime.saved', { name: row.name, year: row.yearPeriod }));
    onClose();
  }
  return (
    <Modal title={t('yearlyTime.editTitle', { name: row.name, year: row.yearPeriod })} onClose={onClose}>
      <Formik<Values> initialValues={{ holidayDays: shown(row.holidayDays), bonusDays: shown(row.bonusDays) }} validationSchema={schema} onSubmit={submit}>
        {({ isSubmitting }) => (
          <Form noValidate className="form">
            <TextField name="holidayDays" label={t('yearlyTime.holidayDays')} inputMode="decimal" autoComplete="off" hint={t('yearlyTime.daysHint')} />
            <TextField name="bonusDays" label={t('yearlyTime.bonusDays')} inputMode="decimal" autoComplete="off" />
            <DialogFormActions onCancel={onClose} submitting={isSubmitting} />
          </Form>
        )}
      </Formik>
    </Modal>
  );
}
