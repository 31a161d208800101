import { useTranslation } from 'react-i18next';
import { minutesOf, rangeMinutes } from '../../../domain/schedule.ts';
import type { TimetableValues } from './scheduleFormValues.ts';
import './weekSchedules.css';

const DAY = 1440;
type Band = { kind: 'work' | 'flex' | 'break' | 'tolerance' | 'free'; start: number; end: number };

/** The minutes [start, end) of a range on a 24-hour track; one crossing midnight is drawn in two parts. */
function spans(kind: Band['kind'], from: string, to: string): Band[] {
  if (!from || !to) return [];
  const [s, e] = [minutesOf(from), minutesOf(to)];
  if (Number.isNaN(s) || Number.isNaN(e)) return [];
  return e > s ? [{ kind, start: s, end: e }] : [{ kind, start: s, end: DAY }, { kind, start: 0, end: e }];
}
const around = (at: string, before: string, after: string): Band[] => {
  if (!at || Number.isNaN(minutesOf(at))) return [];
  const m = minutesOf(at);
  const [b, a] = [Number(before) || 0, Number(after) || 0];
  return b || a ? [{ kind: 'tolerance', start: Math.max(0, m - b), end: Math.min(DAY, m + a) }] : [];
};

/** The bands of one day, back to front (tolerances over work, the break on top). */
export function bandsOf(t: TimetableValues): Band[] {
  const breakBands = spans('break', t.breakStart, t.breakEnd);
  switch (t.type) {
    case 'FIXED':
      return [...spans('work', t.dayStart, t.dayEnd), ...breakBands,
        ...around(t.dayStart, t.toleranceBeforeStart, t.toleranceAfterStart), ...around(t.dayEnd, t.toleranceBeforeEnd, t.toleranceAfterEnd)];
    case 'FLEXIBLE':
      return [...spans('flex', t.enterMin, t.exitMax), ...spans('work', t.enterMax, t.exitMin), ...breakBands];
    case 'FREE':
      return [{ kind: 'free', start: 0, end: DAY }];
    default:
      return [];
  }
}

const hours = (minutes: number) => `${Math.floor(minutes / 60)}h${minutes % 60 ? String(minutes % 60).padStart(2, '0') : ''}`;

/**
 * A schedule's week at a glance (the specification's week view): per weekday, from `weekStart`, a 24-hour track with
 * the work, the break and the tolerance bands, and the same in words for screen readers and small screens.
 */
export function WeekView({ days, weekStart }: { days: readonly TimetableValues[]; weekStart: number }) {
  const { t } = useTranslation('schedules');
  const order = [0, 1, 2, 3, 4, 5, 6].map((i) => (i + weekStart) % 7);
  const summary = (d: TimetableValues): string => {
    const brk = d.breakStart && d.breakEnd ? t('schedules.weekView.breakAt', { start: d.breakStart, end: d.breakEnd }) : Number(d.breakDuration) ? t('schedules.weekView.breakOf', { minutes: d.breakDuration }) : '';
    switch (d.type) {
      case 'FIXED': {
        const night = d.dayStart && d.dayEnd && minutesOf(d.dayEnd) <= minutesOf(d.dayStart) ? ` ${t('schedules.weekView.nextDay')}` : '';
        const length = d.dayStart && d.dayEnd ? ` · ${hours(rangeMinutes(d.dayStart, d.dayEnd))}` : '';
        return [`${d.dayStart}–${d.dayEnd}${night}${length}`, brk].filter(Boolean).join(' · ');
      }
      case 'FLEXIBLE':
        return [t('schedules.weekView.flexible', { enterMin: d.enterMin, enterMax: d.enterMax, exitMin: d.exitMin, exitMax: d.exitMax, hours: hours(Number(d.durationInMinutes) || 0) }), brk].filter(Boolean).join(' · ');
      case 'FREE':
        return t('schedules.weekView.free', { hours: hours(Number(d.durationInMinutes) || 0) });
      default:
        return t('schedules.weekView.rest');
    }
  };
  return (
    <figure className="week-view" aria-labelledby="week-view-title">
      <figcaption id="week-view-title" className="visually-hidden">{t('schedules.weekView.title')}</figcaption>
      <ul className="week-view__legend" aria-hidden="true">
        {(['work', 'flex', 'break', 'tolerance'] as const).map((k) => (
          <li key={k}><span className={`week-view__swatch week-view__swatch--${k}`} />{t(`schedules.weekView.legend.${k}`)}</li>
        ))}
      </ul>
      {order.map((weekday) => {
        const day = days[weekday];
        const bands = day ? bandsOf(day) : [];
        return (
          <div key={weekday} className="week-view__row" data-weekday={weekday}>
            <div className="week-view__day">
              {t(`schedules.weekdays.${weekday}`)}
              <span className="week-view__summary">{day ? summary(day) : ''}</span>
            </div>
            <div className="week-view__track" aria-hidden="true">
              {bands.map((b, i) => (
                <span key={i} className={`week-view__band week-view__band--${b.kind}`} style={{ left: `${(b.start / DAY) * 100}%`, width: `${((b.end - b.start) / DAY) * 100}%` }} />
              ))}
              {day?.type === 'REST' && <span className="week-view__rest">{t('schedules.weekView.rest')}</span>}
            </div>
          </div>
        );
      })}
      <div className="week-view__hours" aria-hidden="true">
        <span />
        <span className="week-view__scale">{[0, 6, 12, 18, 24].map((h) => <span key={h}>{String(h).padStart(2, '0')}:00</span>)}</span>
      </div>
    </figure>
  );
}
