import { useField } from 'formik';

interface Props { name: string; label: string; hint?: string }

/** A labelled formik text area for a reason or a comment (kept in the trail), its error tied to it. */
export function ReasonField({ name, label, hint }: Props) {
  const [field, meta] = useField<string>(name);
  const id = `field-${name}`;
  const invalid = meta.touched && !!meta.error;
  const described = [hint ? `${id}-hint` : null, invalid ? `${id}-error` : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={`field${invalid ? ' field--invalid' : ''}`}>
      <label htmlFor={id}>{label}</label>
      <textarea id={id} className="clock-reason" rows={2} maxLength={500} {...field} aria-invalid={invalid || undefined} aria-describedby={described} />
      {hint && <p className="field__hint" id={`${id}-hint`}>{hint}</p>}
      {invalid && <p className="field__error" id={`${id}-error`}>{meta.error}</p>}
    </div>
  );
}
