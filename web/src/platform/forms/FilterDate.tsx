import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDisplayDate, parseDisplayDate } from '../../../../domain/dates.rules.ts';

interface DateProps { id: string; label: string; value: string | null; onChange: (iso: string | null) => void; problem?: string | null }

/** A day typed DD/MM/YYYY: applied once it is a real date (or emptied); a malformed one is told on leaving the box. */
export function FilterDate({ id, label, value, onChange, problem }: DateProps) {
  const { t } = useTranslation();
  const [text, setText] = useState(formatDisplayDate(value));
  const [left, setLeft] = useState(false);
  // "Clear the filters" (or the back button) changes the value from outside: the box follows.
  const typed = useRef(text);
  typed.current = text;
  useEffect(() => {
    const current = typed.current.trim() ? parseDisplayDate(typed.current) : null;
    if (current !== value) setText(formatDisplayDate(value));
  }, [value]);
  const parsed = parseDisplayDate(text);
  const error = (left && text.trim() && !parsed ? t('validation.dateFormat') : null) ?? problem ?? null;
  const type = (next: string) => {
    setText(next);
    setLeft(false);
    const iso = parseDisplayDate(next);
    if (!next.trim()) onChange(null);
    else if (iso && iso !== value) onChange(iso);
  };
  return (
    <div className={`field field--narrow${error ? ' field--invalid' : ''}`}>
      <label htmlFor={id}>{label}</label>
      <input id={id} value={text} onChange={(e) => type(e.target.value)} onBlur={() => setLeft(true)} placeholder="DD/MM/YYYY"
        inputMode="numeric" autoComplete="off" maxLength={10} aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined} />
      {error && <p className="field__error" id={`${id}-error`}>{error}</p>}
    </div>
  );
}
