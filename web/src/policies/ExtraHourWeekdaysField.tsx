import { useField } from 'formik';
import { useTranslation } from 'react-i18next';
import { WEEK_ORDER } from './extraHourTexts.ts';

/** The weekdays a rule applies on (0 Sunday … 6 Saturday), as checkboxes from Monday; none ticked means every day. */
export function ExtraHourWeekdaysField() {
  const { t } = useTranslation('policies');
  const [field, meta, helpers] = useField<number[]>('weekdays');
  const toggle = (day: number) => {
    const next = field.value.includes(day) ? field.value.filter((d) => d !== day) : [...field.value, day];
    void helpers.setValue(next);
  };
  return (
    <fieldset className="field checkbox-group" aria-describedby="field-weekdays-hint">
      <legend>{t('extraHours.fields.weekdays')}</legend>
      <div className="checkbox-group__options extra-hours__weekdays">
        {WEEK_ORDER.map((day) => (
          <label key={day} className="checkbox-group__option">
            <input type="checkbox" name="weekdays" value={day} checked={field.value.includes(day)} onChange={() => toggle(day)} />
            {t(`extraHours.weekdays.${day}`)}
          </label>
        ))}
      </div>
      <p className="field__hint" id="field-weekdays-hint">{t('extraHours.fields.weekdaysHint')}</p>
      {meta.error && typeof meta.error === 'string' && <p className="field__error">{meta.error}</p>}
    </fieldset>
  );
}
