import { useField } from 'formik';
import type { SelectHTMLAttributes } from 'react';

interface Props extends SelectHTMLAttributes<HTMLSelectElement> {
  name: string;
  label: string;
  options: ReadonlyArray<{ value: string; label: string }>;
  /** Text of the empty choice ('' value); omitted → no empty choice. */
  emptyLabel?: string;
  hint?: string;
}

/** A labelled formik select; the empty choice stands for "none" (sent as null). */
export function SelectField({ name, label, options, emptyLabel, hint, id, ...rest }: Props) {
  const [field, meta] = useField<string>(name);
  const inputId = id ?? `field-${name}`;
  const invalid = meta.touched && !!meta.error;
  const described = [hint ? `${inputId}-hint` : null, invalid ? `${inputId}-error` : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={`field${invalid ? ' field--invalid' : ''}`}>
      <label htmlFor={inputId}>{label}</label>
      <select id={inputId} {...field} {...rest} aria-invalid={invalid || undefined} aria-describedby={described}>
        {emptyLabel !== undefined && <option value="">{emptyLabel}</option>}
        {options.map((o) => <option key={o.value} value={o.value}>{o.label}</option>)}
      </select>
      {hint && <p className="field__hint" id={`${inputId}-hint`}>{hint}</p>}
      {invalid && <p className="field__error" id={`${inputId}-error`}>{meta.error}</p>}
    </div>
  );
}
