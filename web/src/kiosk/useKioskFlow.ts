import { useEffect, useReducer, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { ClockConfirmation, ClockType } from '../../../domain/clock.rules.ts';
import { normalizeError } from '../platform/errors/normalizeError.ts';
import { refusalMessage } from '../platform/errors/refusalMessage.ts';
import { userFacingMessages } from '../platform/errors/userFacingMessages.ts';
import { newClientId } from '../my-clocks/newClientId.ts';
import { IDLE_MS, INITIAL, kioskReducer, PIN_MIN, RESULT_MS, type Attempt } from './kioskFlow.ts';
import { useKioskClockMutation, type RecordedKioskClock } from './useKioskClockMutation.ts';

interface Options {
  /** the server no longer knows this kiosk's token */
  onSignedOut: () => void;
  /** each recorded clock says the zone the server reads the kiosk's clocks in */
  onRecorded?: (clock: RecordedKioskClock) => void;
}

/**
 * The kiosk's one flow: employee code, PIN, a clock button; then what the server said — recorded (shown for five
 * seconds), a question (resent with the same clientId and the confirmation), a refusal, or no answer. A half-typed
 * entry is dropped after 30 seconds without input, so the next person never starts from someone else's code.
 */
export function useKioskFlow({ onSignedOut, onRecorded }: Options) {
  const { t } = useTranslation('kiosk');
  const [state, dispatch] = useReducer(kioskReducer, INITIAL);
  const clock = useKioskClockMutation();
  const current = useRef(state);
  current.current = state;

  const run = async (attempt: Attempt) => {
    const { code, pin } = current.current;
    dispatch({ type: 'sending', attempt });
    try {
      const answer = await clock({
        employeeCode: code, pin, type: attempt.type, clientId: attempt.clientId, confirm: attempt.confirm.length ? attempt.confirm : null,
      });
      const refusal = answer.userErrors[0];
      if (answer.clock) {
        onRecorded?.(answer.clock);
        dispatch({ type: 'recorded', clock: answer.clock });
      } else if (answer.confirmationNeeded) {
        const { reason, message } = answer.confirmationNeeded;
        dispatch({ type: 'question', reason: reason as ClockConfirmation, message: refusalMessage(reason, message, t) });
      } else if (refusal?.code === 'KIOSK_SIGNED_OUT') {
        onSignedOut();
      } else {
        const message = refusal ? refusalMessage(refusal.code, refusal.message, t) : t('errors.unexpected');
        dispatch({ type: 'refused', code: refusal?.code ?? 'UNKNOWN', message });
      }
    } catch (error) {
      dispatch({ type: 'failed', message: userFacingMessages(normalizeError(error), t).join(' ') });
    }
  };

  const send = (type: ClockType | null) => {
    const { sending, code, pin, attempt } = current.current;
    if (sending || !code || pin.length < PIN_MIN) return;
    // After no answer, the same button resends the same attempt: the server answers the first clock if it had one.
    void run(attempt?.unanswered && attempt.type === type ? attempt : { clientId: newClientId(), type, confirm: [] });
  };

  const confirm = () => {
    const { attempt, question } = current.current;
    if (attempt && question) void run({ ...attempt, confirm: [...attempt.confirm, question.reason] });
  };

  const reset = () => dispatch({ type: 'reset' });

  useResetTimer(state.result ? RESULT_MS : null, reset, state.result);
  const entered = !state.result && !state.sending && (state.step !== 'code' || !!state.code || !!state.notice || !!state.question);
  useResetTimer(entered ? IDLE_MS : null, reset, `${state.step}|${state.code}|${state.pin}|${state.notice}|${state.question?.reason}`);

  return {
    state, send, confirm, reset,
    setCode: (value: string) => dispatch({ type: 'code', value }),
    setPin: (value: string) => dispatch({ type: 'pin', value }),
    next: () => dispatch({ type: 'next' }),
  };
}

/** Calls `reset` after `ms` (none when null); any change of `activity` starts the wait again. */
function useResetTimer(ms: number | null, reset: () => void, activity: unknown) {
  const latest = useRef(reset);
  latest.current = reset;
  useEffect(() => {
    if (ms === null) return;
    const timer = setTimeout(() => latest.current(), ms);
    return () => clearTimeout(timer);
  }, [ms, activity]);
}
