import { useField } from 'formik';

interface Props {
  name: string;
  legend: string;
  options: ReadonlyArray<{ value: string; label: string }>;
  disabled?: boolean;
}

/** A multi-select as a group of checkboxes: labelled, usable with Tab and Space, readable by screen readers. */
export function CheckboxGroupField({ name, legend, options, disabled }: Props) {
  const [field, meta, helpers] = useField<string[]>(name);
  const selected = new Set(field.value);
  const toggle = (value: string) => {
    const next = selected.has(value) ? field.value.filter((v) => v !== value) : [...field.value, value];
    void helpers.setValue(next);
  };
  return (
    <fieldset className="field checkbox-group">
      <legend>{legend}</legend>
      <div className="checkbox-group__options">
        {options.map((o) => (
          <label key={o.value} className="checkbox-group__option">
            <input type="checkbox" name={name} value={o.value} checked={selected.has(o.value)} onChange={() => toggle(o.value)} disabled={disabled} />
            {o.label}
          </label>
        ))}
      </div>
      {meta.error && typeof meta.error === 'string' && <p className="field__error">{meta.error}</p>}
    </fieldset>
  );
}
