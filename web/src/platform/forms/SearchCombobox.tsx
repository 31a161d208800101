import { useId, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import './forms.css';

export interface ComboboxOption { id: string; label: string; detail?: string | null }

interface Props {
  label: string;
  hint?: string;
  /** what the search found for the text typed; null before anything is typed */
  results: readonly ComboboxOption[] | null;
  loading: boolean;
  onTextChange: (text: string) => void;
  onPick: (option: ComboboxOption) => void;
}

/**
 * Search as you type (WAI-ARIA combobox with a list popup): the text goes to `onTextChange`, the caller searches and
 * gives back `results`. ArrowDown and ArrowUp move through the list, Enter picks, Escape closes the list (a second
 * Escape clears the text); a pick empties the box for the next one. A live region says how many were found.
 */
export function SearchCombobox({ label, hint, results, loading, onTextChange, onPick }: Props) {
  const { t } = useTranslation();
  const id = useId();
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const options = results ?? [];
  const expanded = open && options.length > 0;
  const optionId = (i: number) => `${id}-option-${i}`;
  const type = (next: string) => {
    setText(next);
    setOpen(true);
    setActive(-1);
    onTextChange(next);
  };
  const pick = (option: ComboboxOption) => {
    onPick(option);
    type('');
    setOpen(false);
  };
  const keyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    const move = (step: number) => {
      e.preventDefault();
      setOpen(true);
      const n = options.length;
      if (n) setActive((i) => (i < 0 ? (step > 0 ? 0 : n - 1) : (i + step + n) % n));
    };
    if (e.key === 'ArrowDown') move(1);
    else if (e.key === 'ArrowUp') move(-1);
    else if (e.key === 'Enter' && expanded) {
      e.preventDefault(); // picking never submits the form around it
      if (active >= 0 && options[active]) pick(options[active]);
    } else if (e.key === 'Escape' && (expanded || text)) {
      e.preventDefault();
      e.stopPropagation(); // inside a dialog, Escape closes the list first, not the dialog
      if (expanded) setOpen(false); else type('');
    }
  };
  const status = !text.trim() ? '' : loading ? t('forms.combobox.searching')
    : results && !options.length ? t('forms.combobox.noMatch', { text: text.trim() })
      : results ? t('forms.combobox.results', { count: options.length }) : '';
  return (
    <div className="field combobox">
      <label htmlFor={`${id}-input`}>{label}</label>
      <input id={`${id}-input`} type="text" role="combobox" value={text} autoComplete="off" spellCheck={false}
        aria-autocomplete="list" aria-expanded={expanded} aria-controls={`${id}-listbox`}
        aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
        aria-describedby={`${id}-hint ${id}-status`} placeholder={t('forms.combobox.typeToSearch')}
        onChange={(e) => type(e.target.value)} onKeyDown={keyDown} onBlur={() => setOpen(false)} onFocus={() => setOpen(true)} />
      <ul id={`${id}-listbox`} role="listbox" aria-label={label} className="combobox__list" hidden={!expanded}>
        {options.map((option, i) => (
          <li key={option.id} id={optionId(i)} role="option" aria-selected={i === active} className="combobox__option"
            onMouseDown={(e) => e.preventDefault()} onClick={() => pick(option)} onMouseMove={() => setActive(i)}>
            <span>{option.label}</span>
            {option.detail && <span className="combobox__detail">{option.detail}</span>}
          </li>
        ))}
      </ul>
      {hint && <p className="field__hint" id={`${id}-hint`}>{hint}</p>}
      <p className="field__hint" id={`${id}-status`} role="status" aria-live="polite">{status}</p>
    </div>
  );
}
