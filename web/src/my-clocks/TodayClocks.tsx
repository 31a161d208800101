import { graphql, useFragment } from 'react-relay';
import { useTranslation } from 'react-i18next';
import type { TodayClocks_employee$key } from '../__generated__/TodayClocks_employee.graphql.ts';
import { ClockItem } from './ClockItem.tsx';
import type { QueuedClock } from './clockQueue.ts';
import { formatDuration } from './formatDuration.ts';
import { localDateOf } from './isoWeek.ts';
import { QueuedClockItem } from './QueuedClockItem.tsx';
import { workedMs } from './workedTime.ts';

const fragment = graphql`
  fragment TodayClocks_employee on Employee @argumentDefinitions(today: { type: "String!" }, count: { type: "Int!" }) {
    todayClocks: clocks(first: $count, from: $today, to: $today) @connection(key: "TodayClocks_todayClocks", filters: ["from", "to"]) {
      edges { node { id type instant date clientId ...ClockItem_clock } }
    }
  }
`;

interface Props {
  employee: TodayClocks_employee$key;
  today: string;
  now: Date;
  /** the clocks kept on this device (any day: one left from yesterday shows its date) */
  queued: readonly QueuedClock[];
  onConfirmQueued: (clock: QueuedClock) => void;
  onDiscardQueued: (clock: QueuedClock) => void;
}

type Row = { kind: 'server'; instant: string; id: string; node: Parameters<typeof ClockItem>[0]['clock'] } | { kind: 'queued'; instant: string; id: string; clock: QueuedClock };

/** Today's clocks in time order, those waiting on this device among them, and the time worked so far. */
export function TodayClocks({ employee, today, now, queued, onConfirmQueued, onDiscardQueued }: Props) {
  const { t } = useTranslation('my-clocks');
  const data = useFragment(fragment, employee);
  const server = (data.todayClocks?.edges ?? []).map((e) => e.node).filter((n) => n.date === today);
  // A queued clock just acknowledged is in the list already: shown once, as the server's.
  const sentIds = new Set(server.map((n) => n.clientId));
  const waiting = queued.filter((c) => !sentIds.has(c.clientId));
  const rows: Row[] = [
    ...server.map((n): Row => ({ kind: 'server', instant: n.instant, id: n.id, node: n })),
    ...waiting.map((c): Row => ({ kind: 'queued', instant: c.deviceInstant, id: c.clientId, clock: c })),
  ].sort((a, b) => Date.parse(a.instant) - Date.parse(b.instant));
  // What counts today: the recorded clocks and those still waiting here (a refused one is not work).
  const counted = [
    ...server.map((n) => ({ type: n.type === 'IN' ? 'IN' as const : 'OUT' as const, instant: n.instant })),
    ...waiting.filter((c) => c.status === 'WAITING' && localDateOf(c.deviceInstant) === today).map((c) => ({ type: c.type, instant: c.deviceInstant })),
  ];
  const worked = formatDuration(workedMs(counted, now), t);
  return (
    <section className="card my-clocks__today" aria-labelledby="my-clocks-today">
      <div className="my-clocks__section-head">
        <h2 id="my-clocks-today">{t('myClocks.today')}</h2>
        <p className="my-clocks__worked" data-testid="worked-today">{t('myClocks.workedToday', { duration: worked })}</p>
      </div>
      {rows.length === 0 ? <p className="my-clocks__empty">{t('myClocks.todayEmpty')}</p> : (
        <ol className="my-clocks__list" aria-labelledby="my-clocks-today">
          {rows.map((r) => (r.kind === 'server'
            ? <ClockItem key={r.id} clock={r.node} />
            : <QueuedClockItem key={r.id} clock={r.clock} showDate={localDateOf(r.clock.deviceInstant) !== today}
                onConfirm={onConfirmQueued} onDiscard={onDiscardQueued} />))}
        </ol>
      )}
    </section>
  );
}
