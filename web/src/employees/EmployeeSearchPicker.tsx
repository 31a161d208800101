import { useState } from 'react';
import { SearchCombobox, type ComboboxOption } from '../platform/forms/SearchCombobox.tsx';
import { useEmployeeSearch } from './useEmployeeSearch.ts';

interface Props {
  label: string;
  hint?: string;
  /** people already chosen: not offered again */
  exclude?: readonly string[];
  onPick: (employee: { id: string; name: string }) => void;
}

/** Pick an enabled employee by typing part of their name (e.g. a department's managers), however large the company. */
export function EmployeeSearchPicker({ label, hint, exclude = [], onPick }: Props) {
  const [text, setText] = useState('');
  const { results, loading } = useEmployeeSearch(text);
  const offered = results && results.filter((r) => !exclude.includes(r.id));
  return (
    <SearchCombobox label={label} hint={hint} results={offered} loading={loading} onTextChange={setText}
      onPick={(option: ComboboxOption) => onPick({ id: option.id, name: option.label })} />
  );
}
