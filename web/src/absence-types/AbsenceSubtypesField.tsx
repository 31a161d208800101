import { useEffect, useState } from 'react';
import { FieldArray, useFormikContext } from 'formik';
import { useTranslation } from 'react-i18next';
import { TextField } from '../platform/forms/TextField.tsx';
import { ABSENCE_TYPE_LIMITS, type AbsenceTypeFormValues, type SubtypeValues } from './absenceTypeForm.ts';

const inputId = (i: number) => `field-subtypes-${i}`;

/**
 * The type's subtypes: add, rename, remove. The list is sent whole; a renamed subtype keeps its id. Removing one that
 * requests use is refused by the API (ABSENCE_SUBTYPE_IN_USE): the refusal shows here, with a way to put it back.
 */
export function AbsenceSubtypesField() {
  const { t } = useTranslation('absence-types');
  const { values, errors, initialValues } = useFormikContext<AbsenceTypeFormValues>();
  const [focus, setFocus] = useState<number | null>(null);
  useEffect(() => {
    if (focus === null) return;
    // After a removal that emptied the list, focus goes to "Add a subtype".
    document.getElementById(focus >= 0 ? inputId(focus) : 'subtypes-add')?.focus();
    setFocus(null);
  }, [focus]);
  const error = typeof errors.subtypes === 'string' ? errors.subtypes : null;
  const kept = new Set(values.subtypes.map((s) => s.databaseId).filter(Boolean));
  const removedInUse = initialValues.subtypes.filter((s) => s.databaseId && s.requestCount > 0 && !kept.has(s.databaseId));
  const described = ['field-subtypes-hint', error ? 'field-subtypes-error' : null].filter(Boolean).join(' ');
  return (
    <FieldArray name="subtypes">
      {({ push, remove }) => (
        <fieldset className={`field checkbox-group absence-subtypes${error ? ' field--invalid' : ''}`} aria-describedby={described}>
          <legend>{t('absenceTypes.subtypes.legend')}</legend>
          <p className="field__hint" id="field-subtypes-hint">{t('absenceTypes.subtypes.hint')}</p>
          {values.subtypes.length === 0 ? <p className="count">{t('absenceTypes.subtypes.empty')}</p> : (
            <ul className="absence-subtypes__list">
              {values.subtypes.map((s: SubtypeValues, i) => (
                <li key={s.databaseId ?? `new-${i}`} className="absence-subtypes__row">
                  <TextField id={inputId(i)} name={`subtypes.${i}.name`} label={t('absenceTypes.subtypes.name', { number: i + 1 })}
                    hint={s.requestCount > 0 ? t('absenceTypes.subtypes.used', { count: s.requestCount }) : undefined}
                    autoComplete="off" maxLength={ABSENCE_TYPE_LIMITS.name} />
                  <button type="button" className="button button--small"
                    aria-label={t('absenceTypes.subtypes.removeNamed', { name: s.name.trim() || t('absenceTypes.subtypes.unnamed') })}
                    onClick={() => { remove(i); setFocus(Math.min(i, values.subtypes.length - 2)); }}>{t('absenceTypes.subtypes.remove')}</button>
                </li>
              ))}
            </ul>
          )}
          {error && (
            <div className="field__error" id="field-subtypes-error" role="alert">
              <p>{error}</p>
              {removedInUse.length > 0 && <p>{t('absenceTypes.subtypes.stillUsed', { names: removedInUse.map((s) => s.name).join(', ') })}</p>}
            </div>
          )}
          <div className="absence-subtypes__actions">
            {error && removedInUse.map((s) => (
              <button key={s.databaseId} type="button" className="button button--small" onClick={() => push({ ...s })}>
                {t('absenceTypes.subtypes.putBack', { name: s.name })}
              </button>
            ))}
            {values.subtypes.length < ABSENCE_TYPE_LIMITS.subtypes && (
              <button id="subtypes-add" type="button" className="button button--small"
                onClick={() => { push({ databaseId: null, name: '', requestCount: 0 }); setFocus(values.subtypes.length); }}>
                {t('absenceTypes.subtypes.add')}
              </button>
            )}
          </div>
        </fieldset>
      )}
    </FieldArray>
  );
}

