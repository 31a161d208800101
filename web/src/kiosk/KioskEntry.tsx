import { useEffect, useRef, useState, type KeyboardEvent as ReactKeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { CODE_MAX, PIN_MAX, PIN_MIN } from './kioskFlow.ts';
import { KioskKeypad } from './KioskKeypad.tsx';
import type { useKioskFlow } from './useKioskFlow.ts';

type Flow = ReturnType<typeof useKioskFlow>;

/**
 * The employee code, then the PIN (masked), typed on the keypad or a physical keyboard, and the clock buttons. The
 * fields never open the tablet's own keyboard (the keypad is there) unless the person asks for letters.
 */
export function KioskEntry({ flow }: { flow: Flow }) {
  const { t } = useTranslation('kiosk');
  const { state, setCode, setPin, next, send, reset } = flow;
  const codeRef = useRef<HTMLInputElement>(null);
  const pinRef = useRef<HTMLInputElement>(null);
  const [letters, setLetters] = useState(false);
  const atPin = state.step === 'pin';
  const canSend = !state.sending && state.pin.length >= PIN_MIN;

  const type = (digit: string) => (atPin ? setPin(state.pin + digit) : setCode(state.code + digit));
  const backspace = () => (atPin ? setPin(state.pin.slice(0, -1)) : setCode(state.code.slice(0, -1)));
  const ok = () => (atPin ? send(null) : next());

  useEffect(() => {
    (atPin ? pinRef : codeRef).current?.focus();
    if (atPin) setLetters(false);
  }, [atPin]);

  // After a refusal the field to type again has the focus (a clock button had it).
  useEffect(() => {
    if (state.notice) (atPin ? pinRef : codeRef).current?.focus();
  }, [state.notice, atPin]);

  // Keys typed while the focus is on a keypad button (or nowhere) still reach the field of the step.
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      const target = e.target instanceof Element ? e.target : null;
      if (e.ctrlKey || e.metaKey || e.altKey || target?.closest('input, select, textarea, [role="alertdialog"]')) return;
      if (/^\d$/.test(e.key)) { e.preventDefault(); type(e.key); }
      else if (e.key === 'Backspace') { e.preventDefault(); backspace(); }
      else if (e.key === 'Escape') reset();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  });

  const onFieldKey = (e: ReactKeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'Enter') { e.preventDefault(); ok(); }
    else if (e.key === 'Escape') { e.preventDefault(); reset(); }
  };

  return (
    <div className="kiosk-entry">
      <h2 className="kiosk-entry__step">{t(atPin ? 'kiosk.step.pin' : 'kiosk.step.code')}</h2>
      <div className="kiosk-entry__fields">
        <div className="kiosk-field">
          <label htmlFor="kiosk-code">{t('kiosk.code')}</label>
          <input id="kiosk-code" ref={codeRef} value={state.code} onChange={(e) => setCode(e.target.value)} onKeyDown={onFieldKey}
            readOnly={atPin} inputMode={letters ? 'text' : 'none'} autoComplete="off" autoCapitalize="characters" autoCorrect="off"
            spellCheck={false} maxLength={CODE_MAX} />
          {!atPin && (
            <button type="button" className="button button--link kiosk-field__letters" aria-pressed={letters}
              onClick={() => { setLetters(!letters); codeRef.current?.focus(); }}>
              {t('kiosk.letters')}
            </button>
          )}
        </div>
        {atPin && (
          <div className="kiosk-field">
            <label htmlFor="kiosk-pin">{t('kiosk.pin')}</label>
            <input id="kiosk-pin" ref={pinRef} type="password" value={state.pin} onChange={(e) => setPin(e.target.value)} onKeyDown={onFieldKey}
              inputMode="none" autoComplete="off" maxLength={PIN_MAX} aria-describedby="kiosk-pin-hint" />
            <p className="kiosk-field__hint" id="kiosk-pin-hint">{t('kiosk.pinHint')}</p>
          </div>
        )}
      </div>
      {state.notice && <p className="kiosk-entry__notice" role="alert">{state.notice}</p>}
      {state.sending && <p className="kiosk-entry__sending" role="status">{t('kiosk.sending')}</p>}
      <KioskKeypad onDigit={type} onBackspace={backspace} onOk={ok} disabled={state.sending}
        okText={atPin ? t('kiosk.keypad.ok') : t('kiosk.keypad.next')} okLabel={atPin ? t('kiosk.keypad.okNext') : t('kiosk.keypad.next')}
        okDisabled={atPin ? !canSend : !state.code} />
      {atPin && (
        <>
          <div className="kiosk-entry__actions">
            <button type="button" className="button kiosk-entry__clock kiosk-entry__clock--in" disabled={!canSend} onClick={() => send('IN')}>
              {t('kiosk.clockIn')}
            </button>
            <button type="button" className="button kiosk-entry__clock kiosk-entry__clock--out" disabled={!canSend} onClick={() => send('OUT')}>
              {t('kiosk.clockOut')}
            </button>
          </div>
          <button type="button" className="button button--link kiosk-entry__again" onClick={reset}>{t('kiosk.startAgain')}</button>
        </>
      )}
    </div>
  );
}
