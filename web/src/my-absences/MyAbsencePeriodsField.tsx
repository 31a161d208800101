import { useRef } from 'react';
import { FieldArray, useFormikContext } from 'formik';
import { useTranslation } from 'react-i18next';
import { MyAbsencePeriodFields } from './MyAbsencePeriodFields.tsx';
import { emptyPeriod, MAX_PERIODS, type RequestValues } from './myAbsenceForm.ts';

/** The request's periods, one or more: a period added takes the focus, a period removed gives it to "Add a period". */
export function MyAbsencePeriodsField() {
  const { t } = useTranslation('my-absences');
  const { values } = useFormikContext<RequestValues>();
  const list = useRef<HTMLDivElement>(null);
  const add = useRef<HTMLButtonElement>(null);
  // after the new period has rendered
  const focusLast = () => setTimeout(() => {
    const groups = list.current?.querySelectorAll('.my-abs-period');
    groups?.[groups.length - 1]?.querySelector<HTMLInputElement>('input')?.focus();
  });
  return (
    <FieldArray name="periods">
      {(helpers) => (
        <div className="my-abs-periods" ref={list} role="group" aria-label={t('myAbsences.dialog.periods')}>
          {values.periods.map((p, i) => (
            <MyAbsencePeriodFields key={p.key} index={i}
              onRemove={values.periods.length > 1 ? () => { helpers.remove(i); add.current?.focus(); } : undefined} />
          ))}
          {values.periods.length < MAX_PERIODS && (
            <button type="button" ref={add} className="button button--small my-abs-periods__add"
              onClick={() => { helpers.push(emptyPeriod()); focusLast(); }}>
              {t('myAbsences.dialog.addPeriod')}
            </button>
          )}
        </div>
      )}
    </FieldArray>
  );
}
