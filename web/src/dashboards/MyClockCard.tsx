import { useTranslation } from 'react-i18next';
import type { ClockButton_employee$key } from '../__generated__/ClockButton_employee.graphql.ts';
import type { TodayClocks_employee$key } from '../__generated__/TodayClocks_employee.graphql.ts';
import { ClockButton } from '../my-clocks/ClockButton.tsx';
import { ClockConfirmDialog } from '../my-clocks/ClockConfirmDialog.tsx';
import { LocationStatus } from '../my-clocks/LocationStatus.tsx';
import { TodayClocks } from '../my-clocks/TodayClocks.tsx';
import { useClockAction } from '../my-clocks/useClockAction.ts';
import { useGeolocation } from '../my-clocks/useGeolocation.ts';
import { useNow } from '../my-clocks/useNow.ts';
import { useOfflineSender } from '../my-clocks/useOfflineSender.ts';
import { useOnline } from '../my-clocks/useOnline.ts';
import { useSendClock } from '../my-clocks/useSendClock.ts';
import { useCanWrite } from '../platform/routing/useCanWrite.ts';
import '../my-clocks/myClocks.css';

interface Props {
  employeeId: string;
  clockButton: ClockButton_employee$key;
  todayClocks: TodayClocks_employee$key;
  today: string;
}

/**
 * The clock of my-clocks on the personal dashboard: the same button, location status, questions, offline queue and
 * today's clocks with the time worked — the my-clocks pieces, wired as its screen wires them (texts: `my-clocks`).
 */
export function MyClockCard({ employeeId, clockButton, todayClocks, today }: Props) {
  const { t } = useTranslation('my-clocks');
  const now = useNow();
  const online = useOnline();
  const canClock = useCanWrite('MY_CLOCKS');
  const geo = useGeolocation();
  const send = useSendClock(employeeId, today);
  const offline = useOfflineSender(employeeId, send);
  const action = useClockAction({ employeeId, locate: geo.locate, send, enqueue: offline.add });
  return (
    <div className="my-clocks__top">
      <div className="my-clocks__clock">
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
      </div>
      <TodayClocks employee={todayClocks} today={today} now={now} queued={offline.queued}
        onConfirmQueued={(c) => void offline.confirm(c)} onDiscardQueued={(c) => void offline.discard(c)} />
      {action.confirming && (
        <ClockConfirmDialog type={action.confirming.pending.type} message={action.confirming.message} onConfirm={action.confirm} onCancel={action.cancel} />
      )}
    </div>
  );
}
