import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ClockButton_employee$key } from '../__generated__/ClockButton_employee.graphql.ts';
import type { TodayClocks_employee$key } from '../__generated__/TodayClocks_employee.graphql.ts';
import { useCanWrite } from '../platform/routing/useCanWrite.ts';
import { ClockButton } from './ClockButton.tsx';
import { ClockConfirmDialog } from './ClockConfirmDialog.tsx';
import { LocationStatus } from './LocationStatus.tsx';
import { TodayClocks } from './TodayClocks.tsx';
import { useClockAction } from './useClockAction.ts';
import { useGeolocation } from './useGeolocation.ts';
import { useNow } from './useNow.ts';
import { useOfflineSender } from './useOfflineSender.ts';
import { useOnline } from './useOnline.ts';
import { useSendClock } from './useSendClock.ts';
import './myClocks.css';

interface Props {
  employeeId: string;
  clockButton: ClockButton_employee$key;
  todayClocks: TodayClocks_employee$key;
  today: string;
  /** the clock in a card of its own (the my-clocks screen) or bare (inside a dashboard's card) */
  card?: boolean;
  /** what follows today's clocks (the week's history), given the current time */
  below?: (now: Date) => ReactNode;
}

/**
 * The person's clock, wherever it is shown (my-clocks, my-dashboard): the button with its state and position, the
 * server's questions and refusals, clocks kept offline and their sending, today's clocks with the time worked.
 */
export function ClockPanel({ employeeId, clockButton, todayClocks, today, card = false, below }: Props) {
  const { t } = useTranslation('my-clocks');
  const now = useNow();
  const online = useOnline();
  const canClock = useCanWrite('MY_CLOCKS');
  const geo = useGeolocation();
  const send = useSendClock(employeeId, today);
  const offline = useOfflineSender(employeeId, send);
  const action = useClockAction({ employeeId, locate: geo.locate, send, enqueue: offline.add });
  const waiting = offline.queued.filter((c) => c.status === 'WAITING').length;
  return (
    <>
      <div className="my-clocks__top">
        <div className={card ? 'card my-clocks__clock' : 'my-clocks__clock'}>
          <ClockButton employee={clockButton} today={today} queued={offline.queued} phase={action.phase} canClock={canClock} onClock={(type, again) => void action.press(type, again)} />
          <LocationStatus state={geo.state} />
          {action.alert && (
            <div className="my-clocks__alert" role="alert">
              <p><strong>{t('myClocks.notRecorded')}</strong> {action.alert.message}</p>
              {action.alert.detail && <p>{action.alert.detail}</p>}
              <button type="button" className="button button--small" onClick={action.dismissAlert}>{t('common.dismiss')}</button>
            </div>
          )}
          {!online && <p className="notice notice--warning my-clocks__offline">{t('myClocks.offline')}</p>}
          {online && waiting > 0 && (
            <p className="my-clocks__waiting">
              {t('myClocks.queue.waitingCount', { count: waiting })}{' '}
              <button type="button" className="button button--small" onClick={() => void offline.flush()}>{t('myClocks.queue.sendNow')}</button>
            </p>
          )}
        </div>
        <TodayClocks employee={todayClocks} today={today} now={now} queued={offline.queued}
          onConfirmQueued={(c) => void offline.confirm(c)} onDiscardQueued={(c) => void offline.discard(c)} />
      </div>
      {below?.(now)}
      {action.confirming && (
        <ClockConfirmDialog type={action.confirming.pending.type} message={action.confirming.message} onConfirm={action.confirm} onCancel={action.cancel} />
      )}
    </>
  );
}
