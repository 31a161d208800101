import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface Props {
  title: string;
  children?: ReactNode;
  confirmLabel: string;
  danger?: boolean;
  busy?: boolean;
  /**
   * The server would refuse (people still assigned, say): the dialog says why and offers no confirm button, only
   * Close — never a "cannot be removed" text above an active Delete.
   */
  refused?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** A modal question: focus moves to it, Escape cancels, the confirm button says what happens. */
export function ConfirmDialog({ title, children, confirmLabel, danger, busy, refused, onConfirm, onCancel }: Props) {
  const { t } = useTranslation();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    const previous = document.activeElement as HTMLElement | null;
    heading.current?.focus();
    return () => previous?.focus?.();
  }, []);
  return (
    <div className="overlay" onKeyDown={(e) => { if (e.key === 'Escape') onCancel(); }}>
      <div className="dialog" role="alertdialog" aria-modal="true" aria-labelledby="confirm-title" aria-describedby="confirm-body">
        <h2 id="confirm-title" tabIndex={-1} ref={heading}>{title}</h2>
        <div id="confirm-body">{children}</div>
        <div className="dialog__actions">
          <button type="button" className="button" onClick={onCancel}>{refused ? t('common.close') : t('common.cancel')}</button>
          {!refused && (
            <button type="button" className={`button ${danger ? 'button--danger' : 'button--primary'}`} onClick={onConfirm} disabled={busy}>
              {confirmLabel}
            </button>
          )}
        </div>
      </div>
    </div>
  );
}
