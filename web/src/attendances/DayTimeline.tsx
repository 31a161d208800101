import { graphql, useFragment } from 'react-relay';
import { useTranslation } from 'react-i18next';
import type { DayTimeline_day$key } from '../__generated__/DayTimeline_day.graphql.ts';
import { layoutTimeline, type DrawnSpan } from './dayTimeline.ts';

const fragment = graphql`
  fragment DayTimeline_day on Workday {
    timeZone
    openSince
    expected { start end }
    pairs {
      start
      end
      inClock { id type instant }
      outClock { id type instant }
    }
  }
`;

const place = (s: { left: number; width?: number }) => ({ left: `${s.left}%`, ...(s.width !== undefined ? { width: `${s.width}%` } : {}) });

/** The day on one bar: the expected intervals, the worked pairs (an open one up to now), each clock with its local time. */
export function DayTimeline({ day }: { day: DayTimeline_day$key }) {
  const { t } = useTranslation('attendances');
  const data = useFragment(fragment, day);
  const timeline = layoutTimeline(data);
  if (!timeline) return <p className="day-timeline__nothing">{t('attendances.day.nothing')}</p>;
  const lane = (name: string, spans: DrawnSpan[], kind: 'expected' | 'worked') => (
    <div className="day-timeline__lane">
      <span className="day-timeline__lane-name" aria-hidden="true">{name}</span>
      <ul className="day-timeline__track">
        {spans.map((s) => (
          <li key={`${s.start}-${s.end}`} className={`day-timeline__bar day-timeline__bar--${kind}${s.open ? ' day-timeline__bar--open' : ''}`} style={place(s)}>
            <span className="visually-hidden">
              {t(s.open ? 'attendances.day.openBar' : `attendances.day.${kind}Bar`, { start: s.start, end: s.end })}
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
  return (
    <figure className="day-timeline" aria-labelledby="day-timeline-title">
      <figcaption id="day-timeline-title" className="day-timeline__title">
        {t('attendances.day.timeline')} <span className="day-timeline__zone">{t('attendances.day.timeZone', { zone: data.timeZone })}</span>
      </figcaption>
      {lane(t('attendances.day.keyExpected'), timeline.expected, 'expected')}
      {lane(t('attendances.day.keyWorked'), timeline.worked, 'worked')}
      <div className="day-timeline__lane">
        <span className="day-timeline__lane-name" aria-hidden="true">{t('attendances.day.clocks')}</span>
        <ol className="day-timeline__track day-timeline__clocks" aria-label={t('attendances.day.clocks')}>
          {timeline.clocks.map((c, i) => (
            <li key={c.id} className={`day-timeline__clock day-timeline__clock--${c.type.toLowerCase()}${i % 2 ? ' day-timeline__clock--low' : ''}`} style={place(c)}>
              <span className="visually-hidden">{t('attendances.day.clock', { type: t(`attendances.clockTypes.${c.type}`), time: c.time })}</span>
              <span className="day-timeline__clock-time" aria-hidden="true">{c.type === 'IN' ? '▸' : '◂'}{c.time}</span>
            </li>
          ))}
        </ol>
      </div>
      <div className="day-timeline__lane" aria-hidden="true">
        <span className="day-timeline__lane-name" />
        <div className="day-timeline__track day-timeline__axis">
          {timeline.ticks.map((tick) => <span key={tick.label} className={`day-timeline__tick${tick.minor ? ' day-timeline__tick--minor' : ''}`} style={place(tick)}>{tick.label}</span>)}
        </div>
      </div>
    </figure>
  );
}
