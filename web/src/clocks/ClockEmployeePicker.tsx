import { useCallback, useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { graphql, useRefetchableFragment } from 'react-relay';
import { useTranslation } from 'react-i18next';
import type { ClockEmployeePickerQuery } from '../__generated__/ClockEmployeePickerQuery.graphql.ts';
import type { ClockEmployeePicker_query$key } from '../__generated__/ClockEmployeePicker_query.graphql.ts';
import { useSearchRefetch } from '../platform/relay/useSearchRefetch.ts';
import './clocks.css';

const fragment = graphql`
  fragment ClockEmployeePicker_query on Query
    @argumentDefinitions(search: { type: "String" }, count: { type: "Int", defaultValue: 10 }, enabled: { type: "Boolean" })
    @refetchable(queryName: "ClockEmployeePickerQuery") {
    employees(first: $count, filter: { search: $search, enabled: $enabled }, orderBy: [{ field: NAME, direction: ASC }]) {
      edges { node { id name employeeNumber department { name } } }
    }
  }
`;

export interface PickedEmployee { id: string; name: string }

/** How many matches the picker lists: typing narrows them. */
export const PICKER_MATCHES = 10;

interface Props {
  query: ClockEmployeePicker_query$key;
  label: string;
  value: PickedEmployee | null;
  onChange: (employee: PickedEmployee | null) => void;
  /** only enabled employees (recording a clock); both lists when filtering */
  onlyEnabled?: boolean;
  /** an employee not to offer (the viewer, when recording a clock) */
  excludeId?: string | null;
  error?: string | null;
}

/**
 * An employee chosen by typing part of the name or number: a WAI-ARIA combobox over the employees the user may read
 * (the API scopes the list). Arrow keys move through the matches, Enter chooses, Escape closes the list; emptying
 * the box clears the choice.
 */
export function ClockEmployeePicker({ query, label, value, onChange, onlyEnabled, excludeId, error }: Props) {
  const { t } = useTranslation('clocks');
  const [data, refetch] = useRefetchableFragment<ClockEmployeePickerQuery, ClockEmployeePicker_query$key>(fragment, query);
  const search = useSearchRefetch(useCallback((variables: { search: string | null }, options: { fetchPolicy: 'store-or-network' }) =>
    refetch({ ...variables, enabled: onlyEnabled ? true : null }, options), [refetch, onlyEnabled]));
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const id = useId();
  const options = data.employees?.edges.map((e) => e.node).filter((e) => e.id !== excludeId) ?? [];
  const { setSearch } = search;
  // A choice made elsewhere (the address, "clear the filters") shows in the box; one made here is already there.
  const emitted = useRef<string | null | undefined>(undefined);
  const emit = (employee: PickedEmployee | null) => { emitted.current = employee?.id ?? null; onChange(employee); };
  const valueId = value?.id ?? null;
  const valueName = value?.name ?? '';
  useEffect(() => {
    const mine = emitted.current === valueId;
    emitted.current = undefined;
    if (!mine) setSearch(valueName);
  }, [valueId, valueName, setSearch]);

  const choose = (option: PickedEmployee) => {
    emit({ id: option.id, name: option.name });
    setSearch(option.name);
    setOpen(false);
  };
  const type = (text: string) => {
    setSearch(text);
    setOpen(true);
    setActive(0);
    if (value && text !== value.name) emit(null);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!open) return setOpen(true);
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((i) => (options.length ? (i + step + options.length) % options.length : 0));
    } else if (event.key === 'Enter' && open) {
      event.preventDefault();
      if (options[active]) choose(options[active]);
    } else if (event.key === 'Escape' && open) {
      // Closes the list only, not the dialog around it.
      event.stopPropagation();
      setOpen(false);
    }
  };
  const inputId = `${id}-input`;
  const listId = `${id}-list`;
  const showList = open;
  return (
    <div className={`field picker${error ? ' field--invalid' : ''}`}>
      <label htmlFor={inputId}>{label}</label>
      <div className="picker__box">
        <input id={inputId} type="text" role="combobox" autoComplete="off" value={search.search} placeholder={t('clocks.picker.placeholder')}
          aria-expanded={showList} aria-controls={listId} aria-autocomplete="list" aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          aria-activedescendant={showList && options[active] ? `${id}-option-${active}` : undefined}
          onChange={(e) => type(e.target.value)} onKeyDown={onKeyDown} onFocus={() => setOpen(true)} onBlur={() => setOpen(false)} />
        {value && (
          <button type="button" className="picker__clear" aria-label={t('clocks.picker.clear')} onClick={() => { emit(null); setSearch(''); }}>×</button>
        )}
      </div>
      <ul id={listId} role="listbox" aria-label={t('clocks.picker.options')} className="picker__list" hidden={!showList}>
        {options.map((o, i) => (
          <li key={o.id} id={`${id}-option-${i}`} role="option" aria-selected={i === active} className="picker__option"
            onMouseDown={(e) => e.preventDefault()} onClick={() => choose(o)}>
            <span>{o.name}</span>
            <span className="field__hint">{[o.employeeNumber, o.department?.name].filter(Boolean).join(' · ')}</span>
          </li>
        ))}
        {!options.length && <li className="picker__none" role="option" aria-selected={false} aria-disabled="true">{t('clocks.picker.noMatch')}</li>}
      </ul>
      {error && <p className="field__error" id={`${id}-error`}>{error}</p>}
    </div>
  );
}
