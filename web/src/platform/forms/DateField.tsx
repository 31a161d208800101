import { lazy, Suspense, useCallback, useRef, useState } from 'react';
import { useField } from 'formik';
import { useTranslation } from 'react-i18next';
import { formatDisplayDate, parseDisplayDate } from '../../../../domain/dates.rules.ts';

// The calendar (react-day-picker and the date functions it uses, ~20 kB compressed) loads when first wanted: pointing
// at or focusing its button starts the download, so forms that are only typed into never pay for it.
const loadCalendar = () => import('./CalendarPopup.tsx');
const CalendarPopup = lazy(() => loadCalendar().then((m) => ({ default: m.CalendarPopup })));
import './forms.css';

interface Props { name: string; label: string; disabled?: boolean }

const toDate = (iso: string | null) => (iso ? new Date(Number(iso.slice(0, 4)), Number(iso.slice(5, 7)) - 1, Number(iso.slice(8, 10))) : undefined);
const pad = (n: number) => String(n).padStart(2, '0');
const toIso = (d: Date) => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;

/**
 * The calendar button is named "Choose from a calendar" and described by the field's label (not named by it), so
 * the field's label names the box alone.
 *
 * Dates are typed DD/MM/YYYY in every language (core §5); the hint says so. The button beside the box opens a
 * calendar for those who would rather pick: the day picked is written into the box as DD/MM/YYYY, so typing and
 * picking give the same value and the same checks ("This date does not exist" for 31/02).
 */
export function DateField({ name, label, disabled }: Props) {
  const { t } = useTranslation();
  const [field, meta, helpers] = useField<string>(name);
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const inputId = `field-${name}`;
  const invalid = meta.touched && !!meta.error;
  const described = [`${inputId}-hint`, invalid ? `${inputId}-error` : null].filter(Boolean).join(' ');
  const close = useCallback((returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) button.current?.focus();
  }, []);
  const pick = (date: Date) => {
    void helpers.setValue(formatDisplayDate(toIso(date)), true);
    void helpers.setTouched(true, false);
    close(true);
  };
  return (
    <div className={`field date-field${invalid ? ' field--invalid' : ''}`}>
      <label htmlFor={inputId} id={`${inputId}-label`}>{label}</label>
      <div className="date-field__row">
        <input id={inputId} {...field} value={field.value ?? ''} placeholder="DD/MM/YYYY" inputMode="numeric" autoComplete="off" maxLength={10}
          disabled={disabled} aria-invalid={invalid || undefined} aria-describedby={described} />
        <button ref={button} type="button" className="date-field__button" disabled={disabled}
          aria-label={t('forms.calendar.open')} aria-describedby={`${inputId}-label`} aria-haspopup="dialog" aria-expanded={open}
          aria-controls={open ? `${inputId}-calendar` : undefined} onClick={() => setOpen((o) => !o)}
          onFocus={() => void loadCalendar()} onPointerEnter={() => void loadCalendar()}>
          <CalendarIcon />
        </button>
        {open && (
          <Suspense fallback={null}>
            <CalendarPopup id={`${inputId}-calendar`} label={label} selected={toDate(parseDisplayDate(field.value ?? ''))}
              onPick={pick} onClose={close} />
          </Suspense>
        )}
      </div>
      <p className="field__hint" id={`${inputId}-hint`}>{t('forms.dateHint')}</p>
      {invalid && <p className="field__error" id={`${inputId}-error`}>{meta.error}</p>}
    </div>
  );
}

function CalendarIcon() {
  return (
    <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false" fill="none" stroke="currentColor" strokeWidth="2"
      strokeLinecap="round" strokeLinejoin="round">
      <rect x="3" y="5" width="18" height="16" rx="2" /><path d="M16 3v4M8 3v4M3 10h18" />
    </svg>
  );
}
