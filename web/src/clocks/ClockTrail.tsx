import { graphql, useFragment } from 'react-relay';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import type { ClockTrail_clock$data, ClockTrail_clock$key } from '../__generated__/ClockTrail_clock.graphql.ts';
import { formatDisplayDate } from '../../../domain/dates.rules.ts';
import { displayInstant, hhmm } from './clockTime.ts';

const fragment = graphql`
  fragment ClockTrail_clock on Clock {
    timeZone comment tag receivedAt confirmed
    position { latitude longitude accuracy }
    edits {
      action reason byName at
      before { type date time tag }
      after { type date time tag }
    }
  }
`;

type Edit = ClockTrail_clock$data['edits'][number];
type Values = Edit['before'];

/**
 * What happened to a clock, oldest first: each correction (who, when, what it was and became, why) and the
 * deletion; then why it was recorded (the comment), its tag, where the device was and when the server received it.
 */
export function ClockTrail({ clock: key }: { clock: ClockTrail_clock$key }) {
  const { t } = useTranslation('clocks');
  const c = useFragment(fragment, key);
  const received = displayInstant(c.receivedAt, c.timeZone);
  const facts = [
    c.comment ? t('clocks.trail.comment', { comment: c.comment }) : null,
    c.tag ? t('clocks.trail.tag', { tag: c.tag }) : null,
    c.confirmed.length ? t('clocks.trail.confirmed', { what: c.confirmed.map((x) => t(`clocks.trail.confirmations.${x}`)).join(', ') }) : null,
    c.position ? position(c.position, t) : null,
    t('clocks.trail.received', received),
  ].filter((f): f is string => !!f);
  return (
    <div className="clock-trail">
      <h3 className="visually-hidden">{t('clocks.trail.title')}</h3>
      {c.edits.length > 0 && (
        <ol className="clock-trail__edits">
          {c.edits.map((e, i) => (
            <li key={i}>
              <span>{describe(e, c.timeZone, t)}</span>
              <span className="clock-trail__reason">{' — '}{t('clocks.trail.reason', { reason: e.reason })}</span>
            </li>
          ))}
        </ol>
      )}
      <ul className="clock-trail__facts">{facts.map((f) => <li key={f}>{f}</li>)}</ul>
    </div>
  );
}

/** "Corrected by Ana Ferreira on 23/11/2026 10:02: 09:27 IN → 09:00 IN" (dates shown only when the day changed). */
function describe(e: Edit, timeZone: string, t: TFunction): string {
  const at = displayInstant(e.at, timeZone);
  const by = e.byName ?? null;
  if (e.action === 'DELETE' || !e.after) {
    return by ? t('clocks.trail.deleted', { by, ...at }) : t('clocks.trail.deletedNoName', at);
  }
  const withDate = e.before.date !== e.after.date;
  const before = valueText(e.before, withDate, t);
  const tagChanged = (e.before.tag ?? null) !== (e.after.tag ?? null);
  const after = valueText(e.after, withDate, t) + (tagChanged
    ? ` (${t('clocks.trail.tagChange', { before: e.before.tag || t('clocks.trail.noTag'), after: e.after.tag || t('clocks.trail.noTag') })})`
    : '');
  return by ? t('clocks.trail.edited', { by, ...at, before, after }) : t('clocks.trail.editedNoName', { ...at, before, after });
}

const valueText = (v: Values, withDate: boolean, t: TFunction) =>
  `${withDate ? `${formatDisplayDate(v.date)} ` : ''}${hhmm(v.time)} ${t(`clocks.types.${v.type}`)}`;

function position(p: NonNullable<ClockTrail_clock$data['position']>, t: TFunction): string {
  const latitude = p.latitude.toFixed(5);
  const longitude = p.longitude.toFixed(5);
  return p.accuracy == null ? t('clocks.trail.positionNoAccuracy', { latitude, longitude })
    : t('clocks.trail.position', { latitude, longitude, accuracy: Math.round(p.accuracy) });
}
