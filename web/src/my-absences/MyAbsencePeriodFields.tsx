import { useEffect } from 'react';
import { getIn, useFormikContext } from 'formik';
import { useTranslation } from 'react-i18next';
import { parseDisplayDate } from '../../../domain/dates.rules.ts';
import { CheckboxField } from '../platform/forms/CheckboxField.tsx';
import { DateField } from '../platform/forms/DateField.tsx';
import type { DayPeriod, RequestValues } from './myAbsenceForm.ts';

interface Props { index: number; onRemove?: () => void }

/**
 * One period: from and to typed DD/MM/YYYY, and whether it is a half day (which half). A refusal of the whole period
 * (an overlap, no working day in it) is told under it.
 */
export function MyAbsencePeriodFields({ index, onRemove }: Props) {
  const { t } = useTranslation('my-absences');
  const { values, errors, setFieldValue } = useFormikContext<RequestValues>();
  const period = values.periods[index];
  const name = (field: string) => `periods.${index}.${field}`;
  const n = index + 1;
  const problem = getIn(errors, name('range')) as string | undefined;
  // A one-day absence is the common case: the end follows a complete start while it is still empty.
  const start = parseDisplayDate(period.from);
  useEffect(() => {
    if (start && !period.to) void setFieldValue(name('to'), period.from, false);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [start]);

  return (
    <fieldset className={`my-abs-period${problem ? ' my-abs-period--invalid' : ''}`} aria-describedby={problem ? `my-abs-period-${index}-error` : undefined}>
      <legend>{t('myAbsences.dialog.periodN', { n })}</legend>
      <div className="my-abs-period__dates">
        <DateField name={name('from')} label={t('myAbsences.dialog.from')} />
        <DateField name={name('to')} label={t('myAbsences.dialog.to')} />
      </div>
      {period.withinDay ? (
        <p className="my-abs__muted">{t('myAbsences.dialog.withinDay', { start: period.withinDay.startTime, end: period.withinDay.endTime })}</p>
      ) : (
        <div className="my-abs-period__half">
          <CheckboxField name={name('halfDay')} label={t('myAbsences.dialog.halfDay')} />
          {period.halfDay && (
            <fieldset className="my-abs-period__part">
              <legend>{t('myAbsences.dialog.part')}</legend>
              {(['MORNING', 'AFTERNOON'] as const satisfies readonly DayPeriod[]).map((part) => (
                <label key={part} className="my-abs-period__choice">
                  <input type="radio" name={name('dayPeriod')} value={part} checked={period.dayPeriod === part}
                    onChange={() => void setFieldValue(name('dayPeriod'), part)} />
                  {' '}{t(part === 'MORNING' ? 'myAbsences.dialog.morning' : 'myAbsences.dialog.afternoon')}
                </label>
              ))}
            </fieldset>
          )}
        </div>
      )}
      {problem && <p className="field__error" id={`my-abs-period-${index}-error`}>{problem}</p>}
      {onRemove && (
        <button type="button" className="button button--small my-abs-period__remove" onClick={onRemove}>
          {t('myAbsences.dialog.removePeriod', { n })}
        </button>
      )}
    </fieldset>
  );
}
