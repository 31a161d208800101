import { useField } from 'formik';
import type { InputHTMLAttributes } from 'react';

interface Props extends InputHTMLAttributes<HTMLInputElement> {
  name: string;
  label: string;
  hint?: string;
}

/** A labelled formik input whose error is tied to it for screen readers. */
export function TextField({ name, label, hint, id, ...rest }: Props) {
  const [field, meta] = useField(name);
  const inputId = id ?? `field-${name}`;
  const invalid = meta.touched && !!meta.error;
  const described = [hint ? `${inputId}-hint` : null, invalid ? `${inputId}-error` : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={`field${invalid ? ' field--invalid' : ''}`}>
      <label htmlFor={inputId}>{label}</label>
      <input id={inputId} {...field} {...rest} aria-invalid={invalid || undefined} aria-describedby={described} />
      {hint && <p className="field__hint" id={`${inputId}-hint`}>{hint}</p>}
      {invalid && <p className="field__error" id={`${inputId}-error`}>{meta.error}</p>}
    </div>
  );
}
