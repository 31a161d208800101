import type { ClockConfirmation, ClockType } from '../../../domain/clock.rules.ts';
import type { RecordedKioskClock } from './useKioskClockMutation.ts';

/** The API's bounds: an employee code is at most 50 characters, a PIN 4 to 8 digits. */
export const CODE_MAX = 50;
export const PIN_MIN = 4;
export const PIN_MAX = 8;
/** How long the recorded clock stays on screen, and how long a half-typed entry waits before the screen resets. */
export const RESULT_MS = 5_000;
export const IDLE_MS = 30_000;

export type KioskStep = 'code' | 'pin';

/** One press of a clock button, kept through the server's questions and a retry after no answer (same clientId). */
export interface Attempt {
  clientId: string;
  /** null: the server takes the type after the employee's previous clock */
  type: ClockType | null;
  confirm: ClockConfirmation[];
  /** sent without an answer: pressing the same button again resends it rather than risk a second clock */
  unanswered?: boolean;
}

export interface KioskState {
  step: KioskStep;
  code: string;
  pin: string;
  sending: boolean;
  attempt: Attempt | null;
  question: { reason: ClockConfirmation; message: string } | null;
  result: RecordedKioskClock | null;
  /** a refusal or a failure, in the person's language */
  notice: string | null;
}

export type KioskAction =
  | { type: 'code'; value: string }
  | { type: 'pin'; value: string }
  | { type: 'next' }
  | { type: 'reset' }
  | { type: 'sending'; attempt: Attempt }
  | { type: 'recorded'; clock: RecordedKioskClock }
  | { type: 'question'; reason: ClockConfirmation; message: string }
  | { type: 'refused'; code: string; message: string }
  | { type: 'failed'; message: string };

export const INITIAL: KioskState = { step: 'code', code: '', pin: '', sending: false, attempt: null, question: null, result: null, notice: null };

/** Codes are letters and digits as the company wrote them (the API compares them without case). */
const cleanCode = (value: string) => value.replace(/\s+/g, '').toUpperCase().slice(0, CODE_MAX);
const cleanPin = (value: string) => value.replace(/\D/g, '').slice(0, PIN_MAX);

/** What the kiosk shows and keeps, from the keys pressed and the server's answers. Any new input drops the attempt. */
export function kioskReducer(state: KioskState, action: KioskAction): KioskState {
  switch (action.type) {
    case 'code':
      return state.step === 'code' ? { ...state, code: cleanCode(action.value), notice: null, attempt: null } : state;
    case 'pin':
      return state.step === 'pin' ? { ...state, pin: cleanPin(action.value), notice: null, attempt: null } : state;
    case 'next':
      return state.step === 'code' && state.code ? { ...state, step: 'pin', pin: '', notice: null } : state;
    case 'reset':
      return INITIAL;
    case 'sending':
      return { ...state, sending: true, attempt: action.attempt, question: null, notice: null };
    case 'recorded':
      return { ...INITIAL, result: action.clock };
    case 'question':
      return { ...state, sending: false, question: { reason: action.reason, message: action.message } };
    case 'refused':
      // A locked code starts over; a wrong PIN (or an unknown code: the server does not say which) is typed again.
      if (action.code === 'KIOSK_PIN_LOCKED') return { ...INITIAL, notice: action.message };
      return { ...state, sending: false, attempt: null, pin: '', notice: action.message };
    case 'failed':
      return { ...state, sending: false, attempt: state.attempt && { ...state.attempt, unanswered: true }, notice: action.message };
  }
}
