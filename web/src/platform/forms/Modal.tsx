import { useEffect, useRef, type ReactNode } from 'react';

interface Props { title: string; onClose: () => void; children: ReactNode; wide?: boolean }

/** A dialog holding a form: labelled by its title, focus moves in, Escape closes. */
export function Modal({ title, onClose, children, wide }: Props) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    const previous = document.activeElement as HTMLElement | null;
    heading.current?.focus();
    return () => previous?.focus?.();
  }, []);
  return (
    <div className="overlay" onKeyDown={(e) => { if (e.key === 'Escape') onClose(); }}>
      <div className={`dialog${wide ? ' dialog--wide' : ''}`} role="dialog" aria-modal="true" aria-labelledby="modal-title">
        <h2 id="modal-title" tabIndex={-1} ref={heading}>{title}</h2>
        {children}
      </div>
    </div>
  );
}
