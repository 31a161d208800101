import { useRef, type KeyboardEvent, type ReactNode } from 'react';

export interface TabItem { id: string; label: string; invalid?: boolean; content: ReactNode }

interface Props { label: string; items: readonly TabItem[]; selected: string; onSelect: (id: string) => void }

/** WAI-ARIA tabs: arrow keys, Home and End move between tabs; every panel stays mounted (formik keeps its fields). */
export function Tabs({ label, items, selected, onSelect }: Props) {
  const refs = useRef<Record<string, HTMLButtonElement | null>>({});
  const move = (event: KeyboardEvent, index: number) => {
    const last = items.length - 1;
    const next = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: last }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    const item = items[(next + items.length) % items.length];
    onSelect(item.id);
    refs.current[item.id]?.focus();
  };
  return (
    <div className="tabs">
      <div role="tablist" aria-label={label} className="tabs__list">
        {items.map((item, i) => (
          <button key={item.id} type="button" role="tab" id={`tab-${item.id}`} aria-controls={`panel-${item.id}`}
            aria-selected={item.id === selected} tabIndex={item.id === selected ? 0 : -1}
            className={`tabs__tab${item.invalid ? ' tabs__tab--invalid' : ''}`}
            ref={(el) => { refs.current[item.id] = el; }} onClick={() => onSelect(item.id)} onKeyDown={(e) => move(e, i)}>
            {item.label}{item.invalid && <span aria-hidden="true"> !</span>}
          </button>
        ))}
      </div>
      {items.map((item) => (
        <div key={item.id} role="tabpanel" id={`panel-${item.id}`} aria-labelledby={`tab-${item.id}`} hidden={item.id !== selected}
          className="tabs__panel" tabIndex={0}>
          {item.content}
        </div>
      ))}
    </div>
  );
}
