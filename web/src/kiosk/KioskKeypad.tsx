import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';

interface Props {
  onDigit: (digit: string) => void;
  onBackspace: () => void;
  onOk: () => void;
  /** the OK key's text and accessible name: "Next" at the code, "OK" (clock, next type) at the PIN */
  okText: string;
  okLabel: string;
  okDisabled?: boolean;
  disabled?: boolean;
}

const DIGITS = ['1', '2', '3', '4', '5', '6', '7', '8', '9'];

/**
 * The on-screen keypad. A press keeps the focus where it was (the code or PIN field), so a physical keyboard goes on
 * typing there; the keys are still buttons a keyboard or a screen reader reaches and presses.
 */
export function KioskKeypad({ onDigit, onBackspace, onOk, okText, okLabel, okDisabled, disabled }: Props) {
  const { t } = useTranslation('kiosk');
  const keepFocus = (e: MouseEvent) => e.preventDefault();
  const key = (label: string, onClick: () => void, extra: { className?: string; ariaLabel?: string; off?: boolean } = {}) => (
    <button key={label} type="button" className={`kiosk-keypad__key${extra.className ? ` ${extra.className}` : ''}`} onMouseDown={keepFocus}
      onClick={onClick} disabled={disabled || extra.off} aria-label={extra.ariaLabel}>
      {label}
    </button>
  );
  return (
    <div className="kiosk-keypad" role="group" aria-label={t('kiosk.keypad.label')}>
      {DIGITS.map((d) => key(d, () => onDigit(d)))}
      {key('⌫', onBackspace, { ariaLabel: t('kiosk.keypad.backspace'), className: 'kiosk-keypad__key--muted' })}
      {key('0', () => onDigit('0'))}
      {key(okText, onOk, { ariaLabel: okLabel, className: 'kiosk-keypad__key--ok', off: okDisabled })}
    </div>
  );
}
