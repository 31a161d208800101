import { useRef, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { ClockType } from '../../../domain/clock.rules.ts';
import { ConfirmDialog } from '../platform/forms/ConfirmDialog.tsx';

interface Props {
  type: ClockType;
  /** the server's question, in the person's language */
  message: string;
  busy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

const FOCUSABLE = 'button:not([disabled]), [href], input:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * The server asks before recording (same type as the previous clock, an OUT during expected work): the shared
 * confirm dialog — labelled, focus moved in, Escape cancels — with Tab kept inside it while it is open.
 */
export function ClockConfirmDialog({ type, message, busy, onConfirm, onCancel }: Props) {
  const { t } = useTranslation('my-clocks');
  const box = useRef<HTMLDivElement>(null);
  const trap = (e: KeyboardEvent) => {
    if (e.key !== 'Tab' || !box.current) return;
    const items = [...box.current.querySelectorAll<HTMLElement>(FOCUSABLE)];
    if (!items.length) return;
    const [first, last] = [items[0], items[items.length - 1]];
    const active = document.activeElement;
    if (e.shiftKey && (active === first || !items.includes(active as HTMLElement))) { e.preventDefault(); last.focus(); }
    else if (!e.shiftKey && (active === last || !items.includes(active as HTMLElement))) { e.preventDefault(); first.focus(); }
  };
  return (
    <div ref={box} onKeyDown={trap}>
      <ConfirmDialog title={t(type === 'IN' ? 'myClocks.confirm.titleIn' : 'myClocks.confirm.titleOut')}
        confirmLabel={t(type === 'IN' ? 'myClocks.confirm.in' : 'myClocks.confirm.out')} busy={busy} onConfirm={onConfirm} onCancel={onCancel}>
        <p>{message}</p>
      </ConfirmDialog>
    </div>
  );
}
