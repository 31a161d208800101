import { useTranslation } from 'react-i18next';
import { formatDisplayDate } from '../../../domain/dates.rules.ts';
import { refusalMessage } from '../platform/errors/refusalMessage.ts';
import type { QueuedClock } from './clockQueue.ts';
import { localDateOf, localTimeOf } from './isoWeek.ts';

interface Props {
  clock: QueuedClock;
  showDate?: boolean;
  onConfirm: (clock: QueuedClock) => void;
  onDiscard: (clock: QueuedClock) => void;
}

/**
 * A clock kept on this device: waiting to be sent, or answered by the server — a question to confirm (send anyway)
 * or a refusal with its message; either can be discarded, nothing is dropped silently.
 */
export function QueuedClockItem({ clock, showDate, onConfirm, onDiscard }: Props) {
  const { t } = useTranslation('my-clocks');
  const time = localTimeOf(clock.deviceInstant);
  const type = t(`myClocks.types.${clock.type}`);
  const message = clock.message ? refusalMessage(clock.status === 'CONFIRM' ? clock.reason : clock.code, clock.message, t) : '';
  return (
    <li className={`my-clock my-clock--${clock.type.toLowerCase()} my-clock--queued my-clock--${clock.status.toLowerCase()}`}>
      <span className="my-clock__time">{showDate && <>{formatDisplayDate(localDateOf(clock.deviceInstant))} </>}{time}</span>
      <span className="my-clock__type">{type}</span>
      <span className="my-clock__site">{t('myClocks.thisDevice')}</span>
      <span className="my-clock__badges">
        <span className={`pill${clock.status === 'WAITING' ? ' pill--waiting' : ' pill--off'}`}>{t(`myClocks.queue.${clock.status}`)}</span>
      </span>
      {clock.status !== 'WAITING' && (
        <div className="my-clock__problem">
          <p className="field__error">{message}</p>
          <div className="my-clock__actions">
            {clock.status === 'CONFIRM' && (
              <button type="button" className="button button--small button--primary" onClick={() => onConfirm(clock)}>
                {t('myClocks.queue.sendAnyway')}<span className="visually-hidden"> ({type} {time})</span>
              </button>
            )}
            <button type="button" className="button button--small" onClick={() => onDiscard(clock)}>
              {t('myClocks.queue.discard')}<span className="visually-hidden"> ({type} {time})</span>
            </button>
          </div>
        </div>
      )}
    </li>
  );
}
