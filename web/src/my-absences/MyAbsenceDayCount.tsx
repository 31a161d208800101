import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { DayCount } from './useMyAbsenceDayCount.ts';
import { daysWords, formatDays, pluralCount } from './myAbsenceWords.ts';

interface Props {
  count: DayCount;
  /** the type counts calendar days, not working days */
  calendar: boolean;
  /** Holidays: the balance after the request is told */
  holidays: boolean;
  /** an edited request's own days per year: the balance read excludes none of them, so they come back first */
  previous: ReadonlyMap<number, number>;
}

/**
 * What the request being typed counts, told as it changes (a polite live region): the days, and for Holidays the
 * balance left after it. More than the balance can still be sent: the API refuses it naming the figures.
 */
export function MyAbsenceDayCount({ count, calendar, holidays, previous }: Props) {
  const { t, i18n } = useTranslation('my-absences');
  const lang = i18n.language;
  let body: ReactNode;
  if (count.state !== 'done') {
    body = <p className="my-abs__muted">{t(`myAbsences.count.${count.state === 'idle' ? 'typeDates' : count.state}`)}</p>;
  } else {
    const after = count.years.map((y) => ({ year: y.year, left: y.remaining === null ? null : y.remaining + (previous.get(y.year) ?? 0) - y.days }));
    const known = after.filter((a): a is { year: number; left: number } => a.left !== null);
    const balance = known.length === 1 ? daysWords(t, known[0].left, lang)
      : known.map((a) => t('myAbsences.count.balanceAfterYear', { year: a.year, days: daysWords(t, a.left, lang) })).join(' · ');
    body = (
      <>
        <p className="my-abs-count__days" data-testid="day-count">
          {t(calendar ? 'myAbsences.count.calendar' : 'myAbsences.count.working', { count: pluralCount(count.total, lang), n: formatDays(count.total, lang) })}
        </p>
        {holidays && known.length > 0 && <p data-testid="balance-after">{t('myAbsences.count.balanceAfter', { days: balance })}</p>}
        {holidays && known.some((a) => a.left < 0) && <p className="my-abs-count__over">{t('myAbsences.count.overBalance')}</p>}
      </>
    );
  }
  return <div className="my-abs-count" role="status" aria-live="polite">{body}</div>;
}
