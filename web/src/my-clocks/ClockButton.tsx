import { graphql, useFragment } from 'react-relay';
import { useTranslation } from 'react-i18next';
import type { ClockButton_employee$key } from '../__generated__/ClockButton_employee.graphql.ts';
import { nextClockType, type ClockType } from '../../../domain/clock.rules.ts';
import { formatDisplayDate } from '../../../domain/dates.rules.ts';
import type { QueuedClock } from './clockQueue.ts';
import { clockState } from './clockState.ts';

const fragment = graphql`
  fragment ClockButton_employee on Employee {
    lastClock { id type instant date time }
  }
`;

export type ClockPhase = 'idle' | 'locating' | 'sending';

interface Props {
  employee: ClockButton_employee$key;
  today: string;
  queued: readonly QueuedClock[];
  phase: ClockPhase;
  /** the person may record clocks (MY_CLOCKS_WRITE); without it the state is shown, no button */
  canClock: boolean;
  /** `again`: the same type as the state (a forgotten clock), which the server asks to confirm */
  onClock: (type: ClockType, again: boolean) => void;
}

/**
 * The state ("clocked in since 09:02") and the one big button that changes it; below it, the same type again for
 * the day the previous clock was forgotten. The state turns at once on a press (an optimistic update, rolled back
 * if the server does not record the clock).
 */
export function ClockButton({ employee, today, queued, phase, canClock, onClock }: Props) {
  const { t } = useTranslation('my-clocks');
  const { lastClock } = useFragment(fragment, employee);
  const state = clockState(lastClock, queued);
  const next = nextClockType(state.type);
  const since = state.time ? (state.date === today ? state.time : `${formatDisplayDate(state.date)} ${state.time}`) : '';
  const stateText = state.type === 'IN' ? t('myClocks.state.in', { since })
    : state.type === 'OUT' ? t('myClocks.state.outSince', { since }) : t('myClocks.state.out');
  const busy = phase !== 'idle';
  const label = phase === 'locating' ? t('myClocks.locating') : phase === 'sending' ? t('myClocks.sending') : t(next === 'IN' ? 'myClocks.clockIn' : 'myClocks.clockOut');
  return (
    <div className={`clock-button clock-button--${(state.type ?? 'OUT').toLowerCase()}`}>
      <p className="clock-button__state" role="status" data-testid="clock-state">
        <span className="clock-button__dot" aria-hidden="true" />
        <span>{stateText}{state.waiting && <> <span className="pill pill--waiting">{t('myClocks.queue.WAITING')}</span></>}</span>
      </p>
      {!canClock && <p className="my-clocks__empty">{t('myClocks.readOnly')}</p>}
      {canClock && <button type="button" className={`clock-button__main clock-button__main--${next.toLowerCase()}`} aria-disabled={busy} aria-busy={busy}
        // aria-disabled, not disabled: the focus stays on the button while the clock is sent
        onClick={() => { if (!busy) onClock(next, false); }}>
        {label}
      </button>}
      {canClock && state.type && (
        <button type="button" className="button button--link clock-button__again" aria-disabled={busy}
          onClick={() => { if (!busy && state.type) onClock(state.type, true); }}>
          {t(state.type === 'IN' ? 'myClocks.clockInAgain' : 'myClocks.clockOutAgain')}
        </button>
      )}
    </div>
  );
}
