import { graphql, useFragment } from 'react-relay';
import { useTranslation } from 'react-i18next';
import type { ClockItem_clock$key } from '../__generated__/ClockItem_clock.graphql.ts';
import { formatDisplayDate } from '../../../domain/dates.rules.ts';
import { localDateOf, localTimeOf } from './isoWeek.ts';

const fragment = graphql`
  fragment ClockItem_clock on Clock {
    type date time
    siteName
    geofence siteDistance
    offline delayed administrative
    edited
    edits { action reason byName at before { type date time } after { type date time } }
  }
`;

interface Props {
  clock: ClockItem_clock$key;
  /** show the date too (a clock outside the day the list is about) */
  showDate?: boolean;
}

const hhmm = (time: string) => time.slice(0, 5);

/** Where it was made: the site's name (readable with the clock), else whether it was remote or nowhere in particular. */
function placeOf(c: { siteName: string | null | undefined; geofence: string; siteDistance: number | null | undefined }, t: (key: string) => string): string {
  if (c.siteName) return c.siteName;
  if (c.geofence === 'INSIDE' || c.siteDistance != null) return t('myClocks.atSite');
  if (c.geofence === 'REMOTE') return t('myClocks.remote');
  return t('myClocks.noSite');
}

/** One recorded clock: its time, type and site, and — when corrected — who changed it, when and why. */
export function ClockItem({ clock, showDate }: Props) {
  const { t } = useTranslation('my-clocks');
  const c = useFragment(fragment, clock);
  const values = (v: { type: string; date: string; time: string }) =>
    `${t(`myClocks.types.${v.type}`)} ${v.date === c.date ? '' : `${formatDisplayDate(v.date)} `}${hhmm(v.time)}`;
  return (
    <li className={`my-clock my-clock--${c.type.toLowerCase()}`}>
      <span className="my-clock__time">{showDate && <>{formatDisplayDate(c.date)} </>}{hhmm(c.time)}</span>
      <span className="my-clock__type">{t(`myClocks.types.${c.type}`)}</span>
      <span className="my-clock__site">{placeOf(c, t)}</span>
      <span className="my-clock__badges">
        {c.offline && <span className="pill">{c.delayed ? t('myClocks.sentLate') : t('myClocks.takenOffline')}</span>}
        {c.administrative && <span className="pill">{t('myClocks.administrative')}</span>}
      </span>
      {c.edited && (
        <details className="my-clock__trail">
          <summary><span className="pill pill--corrected">{t('myClocks.corrected')}</span><span className="visually-hidden"> {t('myClocks.showTrail')}</span></summary>
          <ul>
            {c.edits.filter((e) => e.action === 'EDIT').map((e, i) => (
              <li key={i}>
                {t('myClocks.trail.change', {
                  by: e.byName ?? t('myClocks.trail.someone'), date: formatDisplayDate(localDateOf(e.at)), time: localTimeOf(e.at),
                  before: values(e.before), after: e.after ? values(e.after) : '',
                })}
                <br />{t('myClocks.trail.reason', { reason: e.reason })}
              </li>
            ))}
          </ul>
        </details>
      )}
    </li>
  );
}
