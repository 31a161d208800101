import { useField } from 'formik';

interface Props { name: string; label: string; hint?: string; disabled?: boolean }

/** A labelled formik checkbox. */
export function CheckboxField({ name, label, hint, disabled }: Props) {
  const [field] = useField({ name, type: 'checkbox' });
  const inputId = `field-${name}`;
  return (
    <div className="field field--check">
      <input id={inputId} type="checkbox" {...field} disabled={disabled} aria-describedby={hint ? `${inputId}-hint` : undefined} />
      <label htmlFor={inputId}>{label}</label>
      {hint && <p className="field__hint" id={`${inputId}-hint`}>{hint}</p>}
    </div>
  );
}
