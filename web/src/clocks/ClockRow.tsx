import { useId, useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { TFunction } from 'i18next';
import type { ClockRow_clock$data, ClockRow_clock$key } from '../__generated__/ClockRow_clock.graphql.ts';
import { formatDisplayDate } from '../../../domain/dates.rules.ts';
import { ClockTrail } from './ClockTrail.tsx';
import { DeleteClockDialog } from './DeleteClockDialog.tsx';
import { EditClockDialog } from './EditClockDialog.tsx';
import { hhmm } from './clockTime.ts';

const fragment = graphql`
  fragment ClockRow_clock on Clock {
    id databaseId employeeName employee { id databaseId }
    type date time instant source geofence siteDistance site { name }
    administrative edited offline delayed delaySeconds deleted
    edits { action }
    ...ClockTrail_clock
    ...EditClockDialog_clock
  }
`;

/** Where the row's changes go: the lists it is shown in, and those a deletion takes it out of. */
export interface ClockLists { shown: readonly string[]; leaveOnDelete: readonly string[] }

interface Props {
  clock: ClockRow_clock$key;
  /** the employee column (company and department lists; not the profile's tab) */
  showEmployee: boolean;
  /** `/company/employees` or `/dep-employees`: the employee's name links to their profile; null for no link */
  profileBase: string | null;
  canWrite: boolean;
  /** the viewer's own clocks are corrected by someone else (the API refuses them) */
  ownEmployeeId: string | null;
  lists: ClockLists;
}

/** One clock: who, when, what, from where, its badges; its trail unfolds below; Edit and Delete for writers. */
export function ClockRow({ clock: key, showEmployee, profileBase, canWrite, ownEmployeeId, lists }: Props) {
  const { t } = useTranslation('clocks');
  const c = useFragment(fragment, key);
  const [open, setOpen] = useState(false);
  const [dialog, setDialog] = useState<'edit' | 'delete' | null>(null);
  const trailId = useId();
  const col = (k: string) => t(`clocks.columns.${k}`);
  const date = formatDisplayDate(c.date);
  const time = hhmm(c.time);
  const names = { type: t(`clocks.types.${c.type}`), name: c.employeeName, date, time };
  const writable = canWrite && !c.deleted && !(ownEmployeeId && c.employee?.id === ownEmployeeId);
  const span = showEmployee ? 8 : 7;
  return (
    <>
      <tr className={`clock-row${c.deleted ? ' clock-row--deleted' : ''}`}>
        <td className="clock-row__toggle">
          <button type="button" className="clock-toggle" aria-expanded={open} aria-controls={trailId}
            aria-label={t('clocks.trail.showNamed', names)} title={t('clocks.trail.show')} onClick={() => setOpen((o) => !o)}>
            <svg aria-hidden="true" viewBox="0 0 16 16" width="16" height="16"><path d="M6 3l5 5-5 5" fill="none" stroke="currentColor" strokeWidth="2" /></svg>
          </button>
          {/* How many changes, at a glance; the badges say it in words. */}
          {c.edits.length > 0 && <span className="clock-toggle__count" aria-hidden="true">{c.edits.length}</span>}
        </td>
        {showEmployee && (
          <td data-label={col('employee')} className="clock-row__employee">
            {profileBase && c.employee ? <Link to={`${profileBase}/${c.employee.databaseId}`}>{c.employeeName}</Link> : <span>{c.employeeName}</span>}
          </td>
        )}
        <td data-label={col('date')} className="clock-row__when"><span>{date}</span></td>
        <td data-label={col('time')} className="clock-row__when"><strong>{time}</strong></td>
        <td data-label={col('type')}><span className={`clock-type clock-type--${c.type.toLowerCase()}`}>{names.type}</span></td>
        <td data-label={col('source')}>
          <span>{t(`clocks.sources.${c.source}`)}{c.site && ` · ${c.site.name}`}</span>
          <span className="clock-row__sub">
            {t(`clocks.geofence.${c.geofence}`)}{c.siteDistance != null && ` · ${t('clocks.distance', { distance: c.siteDistance })}`}
          </span>
        </td>
        <td data-label={col('status')}><Badges clock={c} t={t} /></td>
        <td className="table__actions">
          {writable && (
            <>
              <button type="button" className="button button--small" aria-label={t('clocks.edit.named', names)} onClick={() => setDialog('edit')}>
                {t('clocks.edit.action')}
              </button>
              <button type="button" className="button button--small" aria-label={t('clocks.remove.named', names)} onClick={() => setDialog('delete')}>
                {t('clocks.remove.action')}
              </button>
            </>
          )}
          {dialog === 'edit' && <EditClockDialog clock={c} connections={lists.shown} onClose={() => setDialog(null)} />}
          {dialog === 'delete' && (
            <DeleteClockDialog clock={{ id: c.id, ...names }} connections={lists.leaveOnDelete} onClose={() => setDialog(null)} />
          )}
        </td>
      </tr>
      <tr className="clock-row__trail" hidden={!open}>
        <td colSpan={span} id={trailId}>{open && <ClockTrail clock={c} />}</td>
      </tr>
    </>
  );
}

function Badges({ clock: c, t }: { clock: ClockRow_clock$data; t: TFunction }) {
  const badges: Array<[string, string]> = [];
  if (c.deleted) badges.push(['deleted', t('clocks.badges.deleted')]);
  if (c.edited) badges.push(['edited', t('clocks.badges.edited')]);
  if (c.administrative) badges.push(['administrative', t('clocks.badges.administrative')]);
  if (c.offline) badges.push(['offline', c.delayed ? t('clocks.badges.delayed', { delay: delayText(c.delaySeconds ?? 0, t) }) : t('clocks.badges.offline')]);
  if (!badges.length) return null;
  return (
    <ul className="clock-badges">
      {badges.map(([kind, text]) => <li key={kind} className={`pill clock-badge clock-badge--${kind}`}>{text}</li>)}
    </ul>
  );
}

/** How late an offline clock arrived: minutes, hours and minutes, or days and hours. */
function delayText(seconds: number, t: TFunction): string {
  const minutes = Math.max(1, Math.round(seconds / 60));
  if (minutes < 60) return t('clocks.delay.minutes', { m: minutes });
  if (minutes < 24 * 60) return t('clocks.delay.hours', { h: Math.floor(minutes / 60), m: minutes % 60 });
  return t('clocks.delay.days', { d: Math.floor(minutes / 1440), h: Math.floor((minutes % 1440) / 60) });
}
