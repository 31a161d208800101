import { useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { DayPicker, type Formatters, type Labels } from 'react-day-picker';
import 'react-day-picker/style.css';
import './forms.css';

interface Props {
  id: string;
  /** the field's label, to name the dialog */
  label: string;
  selected: Date | undefined;
  onPick: (date: Date) => void;
  /** Escape, a click outside or Tab out of the calendar: close, and give focus back to the opener */
  onClose: (returnFocus: boolean) => void;
}

// Birth dates go back a long way and contracts and documents run years ahead: the year list spans both.
const FIRST_MONTH = new Date(1900, 0, 1);
const lastMonth = () => new Date(new Date().getFullYear() + 30, 11, 1);

/** "Month", "Mês", "Mois": the name of a date field in the reader's language, from Intl. */
function fieldName(language: string, field: 'month' | 'year'): string {
  const name = new Intl.DisplayNames([language], { type: 'dateTimeField' }).of(field) ?? field;
  return name.charAt(0).toLocaleUpperCase(language) + name.slice(1);
}

/** Month and weekday names in the reader's language, from Intl; the grid always starts on Monday (core §5 users). */
function useIntlTexts(language: string, t: (key: string, options?: Record<string, unknown>) => string) {
  return useMemo(() => {
    const caption = new Intl.DateTimeFormat(language, { month: 'long', year: 'numeric' });
    const month = new Intl.DateTimeFormat(language, { month: 'long' });
    const weekdayShort = new Intl.DateTimeFormat(language, { weekday: 'short' });
    const weekdayLong = new Intl.DateTimeFormat(language, { weekday: 'long' });
    const day = new Intl.DateTimeFormat(language, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' });
    const formatters: Partial<Formatters> = {
      formatCaption: (d) => caption.format(d),
      formatMonthDropdown: (d) => month.format(d),
      formatWeekdayName: (d) => weekdayShort.format(d),
    };
    const labels: Partial<Labels> = {
      labelGrid: (d) => caption.format(d),
      labelWeekday: (d) => weekdayLong.format(d),
      labelDayButton: (d, modifiers) => `${modifiers.today ? `${t('forms.calendar.today')}, ` : ''}${day.format(d)}`,
      labelNext: () => t('forms.calendar.nextMonth'),
      labelPrevious: () => t('forms.calendar.previousMonth'),
      labelNav: () => `${t('forms.calendar.previousMonth')} / ${t('forms.calendar.nextMonth')}`,
      labelMonthDropdown: () => fieldName(language, 'month'),
      labelYearDropdown: () => fieldName(language, 'year'),
    };
    return { formatters, labels };
  }, [language, t]);
}

/**
 * The calendar of a date field (react-day-picker): a labelled grid where the arrows move by day and week, Page Up and
 * Page Down by month (with Shift by year), Home and End to the week's ends, Enter picks. It opens on the chosen day
 * (or today) with focus on it; Escape closes it and focus goes back to the button that opened it.
 */
export function CalendarPopup({ id, label, selected, onPick, onClose }: Props) {
  const { t, i18n } = useTranslation();
  const { formatters, labels } = useIntlTexts(i18n.language, t);
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const outside = (event: PointerEvent) => {
      const target = event.target as Node;
      if (box.current && !box.current.contains(target) && !box.current.parentElement?.contains(target)) onClose(false);
    };
    document.addEventListener('pointerdown', outside);
    return () => document.removeEventListener('pointerdown', outside);
  }, [onClose]);
  return (
    <div ref={box} id={id} role="dialog" aria-label={t('forms.calendar.dialog', { field: label })} className="calendar-popup"
      onKeyDown={(e) => {
        if (e.key !== 'Escape') return;
        e.preventDefault();
        e.stopPropagation(); // a calendar inside a modal closes itself, not the modal
        onClose(true);
      }}
      onBlur={(e) => { if (!e.currentTarget.contains(e.relatedTarget as Node | null) && e.relatedTarget) onClose(false); }}>
      <DayPicker mode="single" selected={selected} defaultMonth={selected ?? new Date()} weekStartsOn={1} autoFocus
        captionLayout="dropdown" startMonth={FIRST_MONTH} endMonth={lastMonth()} formatters={formatters} labels={labels}
        onSelect={(date) => { if (date) onPick(date); }} onDayClick={(date, modifiers) => { if (modifiers.selected) onPick(date); }}
        footer={<p className="calendar-popup__keys">{t('forms.calendar.keys')}</p>} />
    </div>
  );
}
