import { useMemo } from 'react';
import { Form, Formik, type FormikHelpers } from 'formik';
import { graphql, useFragment } from 'react-relay';
import { useTranslation } from 'react-i18next';
import type { CarryOverCard_settings$key } from '../__generated__/CarryOverCard_settings.graphql.ts';
import { applyUserErrors } from '../platform/forms/applyUserErrors.ts';
import { TextField } from '../platform/forms/TextField.tsx';
import { useNotify } from '../platform/notifications/useNotify.ts';
import { daysText } from './absenceTypeTexts.ts';
import { carryOverSchema, carryOverValues, formatDayMonth, toCarryOverInput, type CarryOverValues } from './carryOverForm.ts';
import { useUpdateAbsenceSettingsMutation } from './useUpdateAbsenceSettingsMutation.ts';

const fragment = graphql`
  fragment CarryOverCard_settings on AbsenceSettings { carryOverCap carryOverExpiresOn }
`;

const FIELD_MAP = { carryOverCap: 'cap', carryOverExpiresOn: 'expiresOn' };

interface Props { settings: CarryOverCard_settings$key | null; canWrite: boolean }

/**
 * The carry-over of unused holidays (core §4, TIME-AND-ATTENDANCE.md §5): how many days pass to the next year at most
 * (empty: all) and the day of that year they expire after (DD/MM, stored MM-DD; empty: never). A form for writers,
 * two sentences for everyone else.
 */
export function CarryOverCard({ settings, canWrite }: Props) {
  const { t } = useTranslation('absence-types');
  const s = useFragment(fragment, settings);
  const save = useUpdateAbsenceSettingsMutation();
  const notify = useNotify();
  const schema = useMemo(() => carryOverSchema(t), [t]);
  const initialValues = useMemo(() => (s ? carryOverValues(s) : { cap: '', expiresOn: '' }), [s]);

  async function submit(values: CarryOverValues, helpers: FormikHelpers<CarryOverValues>) {
    const outcome = await save({ input: toCarryOverInput(values) });
    if (!outcome.ok) return applyUserErrors(outcome.error, helpers, FIELD_MAP, t).forEach((m) => notify('error', m));
    notify('success', t('carryOver.saved'));
  }

  return (
    <section className="card absence-types__carry-over" aria-labelledby="carry-over-title">
      <h2 id="carry-over-title">{t('carryOver.title')}</h2>
      <p>{t('carryOver.intro')}</p>
      {!s ? <p className="count">{t('carryOver.unavailable')}</p> : !canWrite ? (
        <>
          <p>{s.carryOverCap === null || s.carryOverCap === undefined ? t('carryOver.capAll') : t('carryOver.capText', { cap: daysText(s.carryOverCap, t) })}</p>
          <p>{s.carryOverExpiresOn ? t('carryOver.expiresText', { day: formatDayMonth(s.carryOverExpiresOn) }) : t('carryOver.expiresNever')}</p>
        </>
      ) : (
        <Formik<CarryOverValues> initialValues={initialValues} validationSchema={schema} onSubmit={submit} enableReinitialize>
          {({ isSubmitting }) => (
            <Form noValidate className="form">
              <div className="form-grid">
                <TextField name="cap" label={t('carryOver.cap')} hint={t('carryOver.capHint')} inputMode="decimal" autoComplete="off" />
                <TextField name="expiresOn" label={t('carryOver.expiresOn')} hint={t('carryOver.expiresOnHint')} placeholder="DD/MM"
                  inputMode="numeric" autoComplete="off" maxLength={5} />
              </div>
              <div className="form__actions">
                <button type="submit" className="button button--primary" disabled={isSubmitting}>{t('carryOver.save')}</button>
              </div>
            </Form>
          )}
        </Formik>
      )}
    </section>
  );
}
