import { Form, Formik, type FormikHelpers } from 'formik';
import { useTranslation } from 'react-i18next';
import { TextField } from '../platform/forms/TextField.tsx';
import { applyUserErrors } from '../platform/forms/applyUserErrors.ts';
import { useNotify } from '../platform/notifications/useNotify.ts';
import { parseDays } from './yearlyDaysSchema.ts';
import { useDaysSchema } from './useDaysSchema.ts';
import { useRegisterHolidayYearMutation } from './useRegisterHolidayYearMutation.ts';
import './yearly-time.css';

interface Values { holidayDays: string; bonusDays: string }

/**
 * "Register the year for every enabled employee" (core §5: once per year). A second registration is refused with the
 * catalogue's "Holiday year setting already registered", in the user's language.
 */
export function YearlyTimeRegisterForm({ year, onRegistered }: { year: number; onRegistered: () => void }) {
  const { t } = useTranslation('yearly-time');
  const schema = useDaysSchema();
  const register = useRegisterHolidayYearMutation();
  const notify = useNotify();
  async function submit(values: Values, helpers: FormikHelpers<Values>) {
    const outcome = await register({ input: { yearPeriod: year, holidayDays: parseDays(values.holidayDays), bonusDays: parseDays(values.bonusDays) } });
    if (!outcome.ok) {
      // The refusal names the year, which is the picker above, not a field of this form: said as one sentence.
      if (outcome.error.kind === 'response' && outcome.error.code === 'YEAR_ALREADY_REGISTERED') return notify('error', t('errors.YEAR_ALREADY_REGISTERED'));
      return applyUserErrors(outcome.error, helpers, { holidayDays: 'holidayDays', bonusDays: 'bonusDays' }, t).forEach((m) => notify('error', m));
    }
    notify('success', t('yearlyTime.registered', { year, count: outcome.payload.employeeCount ?? 0 }));
    onRegistered();
  }
  return (
    <section className="card" aria-labelledby="yearly-register-title">
      <h2 id="yearly-register-title">{t('yearlyTime.registerTitle', { year })}</h2>
      <p className="field__hint yearly-register__hint">{t('yearlyTime.registerHint', { year })}</p>
      <Formik<Values> initialValues={{ holidayDays: '22', bonusDays: '' }} validationSchema={schema} onSubmit={submit}>
        {({ isSubmitting }) => (
          <Form noValidate className="yearly-register__fields">
            <TextField name="holidayDays" id="register-holidayDays" label={t('yearlyTime.holidayDays')} inputMode="decimal" autoComplete="off" hint={t('yearlyTime.daysHint')} />
            <TextField name="bonusDays" id="register-bonusDays" label={t('yearlyTime.bonusDays')} inputMode="decimal" autoComplete="off" />
            <div className="form__actions">
              <button type="submit" className="button button--primary" disabled={isSubmitting}>{t('yearlyTime.register')}</button>
            </div>
          </Form>
        )}
      </Formik>
    </section>
  );
}
