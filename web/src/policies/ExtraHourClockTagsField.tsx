import { useState } from 'react';
import { useField } from 'formik';
import { useTranslation } from 'react-i18next';

const tagsOf = (text: string) => text.split(',').map((tag) => tag.trim()).filter(Boolean);

/** The clock tags a rule applies to, typed as one line separated by commas (kept as typed while editing). */
export function ExtraHourClockTagsField() {
  const { t } = useTranslation('policies');
  const [field, meta, helpers] = useField<string[]>('clockTags');
  const [text, setText] = useState(field.value.join(', '));
  const error = meta.error ? (Array.isArray(meta.error) ? (meta.error as unknown[]).find((e) => typeof e === 'string') as string | undefined : meta.error) : undefined;
  const invalid = meta.touched && !!error;
  const described = ['field-clockTags-hint', invalid ? 'field-clockTags-error' : null].filter(Boolean).join(' ');
  return (
    <div className={`field${invalid ? ' field--invalid' : ''}`}>
      <label htmlFor="field-clockTags">{t('extraHours.fields.clockTags')}</label>
      <input id="field-clockTags" name="clockTags" value={text} autoComplete="off" aria-invalid={invalid || undefined} aria-describedby={described}
        onChange={(e) => { setText(e.target.value); void helpers.setValue(tagsOf(e.target.value)); }}
        onBlur={() => void helpers.setTouched(true)} />
      <p className="field__hint" id="field-clockTags-hint">{t('extraHours.fields.clockTagsHint')}</p>
      {invalid && <p className="field__error" id="field-clockTags-error">{error}</p>}
    </div>
  );
}
