import { getIn, useField, useFormikContext } from 'formik';
import { useTranslation } from 'react-i18next';
import { TIMETABLE_TYPES } from '../../../domain/schedule.ts';
import { CheckboxField } from '../platform/forms/CheckboxField.tsx';
import { SelectField } from '../platform/forms/SelectField.tsx';
import { TextField } from '../platform/forms/TextField.tsx';
import type { TimetableValues } from './scheduleFormValues.ts';

/** The type of a timetable (`path` = `days.1` or `exceptions.0.timetable`), labelled with what it applies to. */
export function TimetableTypeField({ path, label }: { path: string; label: string }) {
  const { t } = useTranslation('schedules');
  return <SelectField name={`${path}.type`} label={label} options={TIMETABLE_TYPES.map((type) => ({ value: type, label: t(`schedules.types.${type}`) }))} />;
}

/**
 * The fields of one timetable that its type uses — fixed hours, flexible windows, free duration — with the break and
 * the tolerances. `owner` names the day in each label ("Monday: start"), so fields stay distinct to screen readers.
 */
export function TimetableFields({ path, owner }: { path: string; owner: string }) {
  const { t } = useTranslation('schedules');
  const [{ value }] = useField<TimetableValues>(path);
  const { errors } = useFormikContext();
  const f = (name: keyof TimetableValues, kind: 'time' | 'minutes') => (
    <TextField key={name} name={`${path}.${name}`} label={t(`schedules.fields.${name}`)} aria-label={`${owner}: ${t(`schedules.fields.${name}`)}`}
      {...(kind === 'time' ? { type: 'time' } : { inputMode: 'numeric', placeholder: '0' })} />
  );
  // Tolerances stay folded unless one is set (or refused), so a week fits on a screen.
  const tolerancesSet = (['toleranceBeforeStart', 'toleranceAfterStart', 'toleranceBeforeEnd', 'toleranceAfterEnd'] as const)
    .some((k) => Number(value[k]) > 0 || !!getIn(errors, `${path}.${k}`));
  if (value.type === 'REST') return <p className="field__hint">{t('schedules.weekView.rest')}</p>;
  if (value.type === 'FREE') return <div className="timetable-fields">{f('durationInMinutes', 'minutes')}</div>;
  const hours = value.type === 'FIXED'
    ? [f('dayStart', 'time'), f('dayEnd', 'time')]
    : [f('enterMin', 'time'), f('enterMax', 'time'), f('exitMin', 'time'), f('exitMax', 'time'), f('durationInMinutes', 'minutes')];
  return (
    <div className="timetable-fields">
      {hours}
      {f('breakStart', 'time')}{f('breakEnd', 'time')}{f('breakDuration', 'minutes')}
      <div className="timetable-fields__checks">
        <CheckboxField name={`${path}.ignoreBreak`} label={t('schedules.fields.ignoreBreak')} />
        <CheckboxField name={`${path}.remoteWork`} label={t('schedules.fields.remoteWork')} />
      </div>
      <details open={tolerancesSet}>
        <summary>{t('schedules.tolerances', { owner })}</summary>
        <div className="timetable-fields">
          {f('toleranceBeforeStart', 'minutes')}{f('toleranceAfterStart', 'minutes')}
          {f('toleranceBeforeEnd', 'minutes')}{f('toleranceAfterEnd', 'minutes')}
        </div>
      </details>
    </div>
  );
}
