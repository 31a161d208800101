import { useTranslation } from 'react-i18next';
import './wallBoards.css';
import { localTimeOf } from '../my-clocks/isoWeek.ts';
import type { PresenceColumns, PresenceRow } from './presenceGroups.ts';

interface Props<R extends PresenceRow> {
  columns: PresenceColumns<R>;
  /** heading level of the three lists (the board's groups are one level deeper than a dashboard card) */
  level: 3 | 4;
  idPrefix: string;
}

/**
 * Who is in (the late ones marked in words, not only by colour), who is excused and who is out: three labelled lists.
 * Texts: `wall-boards`.
 */
export function PresenceLists<R extends PresenceRow>({ columns, level, idPrefix }: Props<R>) {
  const { t } = useTranslation('wall-boards');
  const Heading = `h${level}` as const;
  const list = (key: keyof PresenceColumns<R>, rows: readonly R[]) => (
    <div className={`presence-col presence-col--${key}`}>
      <Heading id={`${idPrefix}-${key}`} className="presence-col__title">{t(`wallBoard.columns.${key}`)} <span className="presence-col__count">{rows.length}</span></Heading>
      {rows.length === 0 ? <p className="presence-col__empty">{t('wallBoard.nobody')}</p> : (
        <ul aria-labelledby={`${idPrefix}-${key}`} className="presence-col__list">
          {rows.map((r) => (
            <li key={r.id} className={r.presence === 'PRESENT' && r.lateToday ? 'presence-person presence-person--late' : 'presence-person'}>
              <span className="presence-person__name">{r.name}</span>
              {key === 'in' && r.lateToday && <>{' '}<span className="pill pill--late">{t('wallBoard.late')}</span></>}
              {key === 'in' && r.lastClockAt && <>{' '}<span className="presence-person__since">{t('wallBoard.since', { time: localTimeOf(r.lastClockAt) })}</span></>}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
  return (
    <div className="presence-cols">
      {list('in', columns.in)}
      {list('excused', columns.excused)}
      {list('out', columns.out)}
    </div>
  );
}
