import { useField } from 'formik';
import { MAX_COMMENT } from './myAbsenceForm.ts';

interface Props { name: string; label: string }

/** A labelled formik text area for the request's comment, its error tied to it. */
export function MyAbsenceCommentField({ name, label }: Props) {
  const [field, meta] = useField<string>(name);
  const id = `my-abs-${name}`;
  const invalid = meta.touched && !!meta.error;
  return (
    <div className={`field${invalid ? ' field--invalid' : ''}`}>
      <label htmlFor={id}>{label}</label>
      <textarea id={id} className="my-abs__textarea" rows={3} maxLength={MAX_COMMENT} {...field}
        aria-invalid={invalid || undefined} aria-describedby={invalid ? `${id}-error` : undefined} />
      {invalid && <p className="field__error" id={`${id}-error`}>{meta.error}</p>}
    </div>
  );
}
