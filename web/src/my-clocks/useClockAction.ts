import { useRef, useState } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { ClockConfirmation, ClockType } from '../../../domain/clock.rules.ts';
import { refusalMessage } from '../platform/errors/refusalMessage.ts';
import { userFacingMessages } from '../platform/errors/userFacingMessages.ts';
import { useNotify } from '../platform/notifications/useNotify.ts';
import type { QueuedClock } from './clockQueue.ts';
import type { ClockPhase } from './ClockButton.tsx';
import type { ClockOutcome } from './commitClock.ts';
import { newClientId } from './newClientId.ts';
import type { GeoFailure, GeoResult } from './useGeolocation.ts';
import type { OutgoingClock } from './useSendClock.ts';

/** A clock pressed and not settled yet: it keeps its clientId and device time through confirmations and retries. */
interface Pending extends OutgoingClock { deviceInstant: string; geoFailure: GeoFailure | null }

export interface Confirming { pending: Pending; reason: ClockConfirmation; message: string; /** asked here, offline */ local: boolean }
export interface ClockAlert { message: string; detail: string | null }

interface Deps {
  employeeId: string;
  locate: () => Promise<GeoResult>;
  send: (clock: OutgoingClock, optimistic: boolean) => Promise<ClockOutcome>;
  enqueue: (clock: Omit<QueuedClock, 'status'>) => Promise<void>;
}

/** A refusal (with why this device had no position, when that is what the server needs) or a failure, as words. */
function alertOf(outcome: Extract<ClockOutcome, { kind: 'refused' | 'failed' }>, geoFailure: GeoFailure | null, t: TFunction): ClockAlert {
  if (outcome.kind === 'failed') return { message: userFacingMessages(outcome.error, t).join(' '), detail: null };
  return {
    message: refusalMessage(outcome.code, outcome.message, t),
    detail: outcome.code === 'LOCATION_REQUIRED' && geoFailure ? t(`myClocks.location.${geoFailure}`) : null,
  };
}

/**
 * One press of the clock button, to its end: the position, then the mutation (the state turns at once), then what
 * the server said — recorded; a question (the confirm dialog, resent with the same clientId and `confirm`); a refusal
 * (an alert with its message); or no answer (kept on this device, sent later).
 */
export function useClockAction({ employeeId, locate, send, enqueue }: Deps) {
  const { t } = useTranslation('my-clocks');
  const notify = useNotify();
  const [phase, setPhase] = useState<ClockPhase>('idle');
  const [confirming, setConfirming] = useState<Confirming | null>(null);
  const [alert, setAlert] = useState<ClockAlert | null>(null);
  // One clock at a time, even for a double click that lands before the button shows it is busy.
  const busy = useRef(false);

  const keep = async (pending: Pending) => {
    const { geoFailure: _g, ...clock } = pending;
    await enqueue({ ...clock, employeeId });
    notify('warning', t('myClocks.queue.kept'));
  };

  const submit = async (pending: Pending) => {
    busy.current = true;
    setPhase('sending');
    const { deviceInstant: _d, ...online } = pending;
    const outcome = await send(online, true);
    busy.current = false;
    setPhase('idle');
    if (outcome.kind === 'recorded') {
      notify('success', t(pending.type === 'IN' ? 'myClocks.recordedIn' : 'myClocks.recordedOut', { time: outcome.time.slice(0, 5) }));
    } else if (outcome.kind === 'confirm') {
      setConfirming({ pending, reason: outcome.reason, message: refusalMessage(outcome.reason, outcome.message, t), local: false });
    } else if (outcome.kind === 'offline') {
      await keep(pending);
    } else {
      setAlert(alertOf(outcome, pending.geoFailure, t));
    }
  };

  const press = async (type: ClockType, again: boolean) => {
    if (busy.current) return;
    busy.current = true;
    setAlert(null);
    setPhase('locating');
    const geo = await locate();
    busy.current = false;
    const pending: Pending = {
      type, clientId: newClientId(), position: geo.position, confirm: [], deviceInstant: new Date().toISOString(), geoFailure: geo.failure,
    };
    if (navigator.onLine) return submit(pending);
    setPhase('idle');
    // Offline, only this device can ask: the same type again is known here; anything else the server asks later.
    if (again) {
      const message = refusalMessage('SAME_TYPE_AS_PREVIOUS', `Last clock was ${type}, clock ${type === 'IN' ? 'out' : 'in'} first`, t);
      return setConfirming({ pending, reason: 'SAME_TYPE_AS_PREVIOUS', message, local: true });
    }
    return keep(pending);
  };

  const confirm = () => {
    if (!confirming) return;
    const { pending, reason, local } = confirming;
    setConfirming(null);
    const next = { ...pending, confirm: [...new Set([...pending.confirm, reason])] };
    void (local ? keep(next) : submit(next));
  };

  return { phase, confirming, alert, press, confirm, cancel: () => setConfirming(null), dismissAlert: () => setAlert(null) };
}
