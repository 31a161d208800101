import { useEffect, useId, useRef } from 'react';
import { useField } from 'formik';
import { graphql, useRefetchableFragment } from 'react-relay';
import { useTranslation } from 'react-i18next';
import type { ExtraHourEmployeeFieldQuery } from '../__generated__/ExtraHourEmployeeFieldQuery.graphql.ts';
import type { ExtraHourEmployeeField_query$key } from '../__generated__/ExtraHourEmployeeField_query.graphql.ts';
import { useSearchRefetch } from '../platform/relay/useSearchRefetch.ts';

const fragment = graphql`
  fragment ExtraHourEmployeeField_query on Query
    @argumentDefinitions(search: { type: "String" }, count: { type: "Int", defaultValue: 20 })
    @refetchable(queryName: "ExtraHourEmployeeFieldQuery") {
    ruleEmployees: employees(first: $count, filter: { search: $search }, orderBy: [{ field: NAME, direction: ASC }]) {
      edges { node { id databaseId name employeeNumber } }
    }
  }
`;

interface Props {
  query: ExtraHourEmployeeField_query$key;
  /** the employee the rule names now, listed even when the search would not show them */
  current: { databaseId: number; name: string } | null;
}

/**
 * The employee a rule is for, as the form's `categoryValue` (their number): a search box (name, e-mail or number)
 * over the employees the user may read, and the matches as a list to choose from with the arrow keys.
 */
export function ExtraHourEmployeeField({ query, current }: Props) {
  const { t } = useTranslation('policies');
  const [data, refetch] = useRefetchableFragment<ExtraHourEmployeeFieldQuery, ExtraHourEmployeeField_query$key>(fragment, query);
  const { search, setSearch, searching } = useSearchRefetch(refetch);
  const [field, meta, helpers] = useField<string>('categoryValue');
  const id = useId();
  const list = useRef<HTMLSelectElement>(null);
  const found = data.ruleEmployees?.edges.map((e) => e.node) ?? [];
  const options = current && !found.some((e) => e.databaseId === current.databaseId)
    ? [{ id: `current-${current.databaseId}`, databaseId: current.databaseId, name: current.name, employeeNumber: null }, ...found]
    : found;
  // A single select shows its first option as chosen when the value matches none: nothing is chosen yet.
  useEffect(() => { if (list.current && !options.some((o) => String(o.databaseId) === field.value)) list.current.selectedIndex = -1; });
  const invalid = meta.touched && !!meta.error;
  return (
    <div className={`field${invalid ? ' field--invalid' : ''}`}>
      <label htmlFor={`${id}-search`}>{t('extraHours.fields.searchEmployee')}</label>
      <input id={`${id}-search`} type="search" value={search} autoComplete="off" aria-controls="field-categoryValue"
        aria-describedby={`${id}-hint`} onChange={(e) => setSearch(e.target.value)} />
      <p className="field__hint" id={`${id}-hint`}>{t('extraHours.fields.searchHint')}</p>
      <label htmlFor="field-categoryValue">{t('extraHours.fields.employee')}</label>
      <select id="field-categoryValue" ref={list} size={5} value={field.value} aria-busy={searching} aria-invalid={invalid || undefined}
        aria-describedby={invalid ? 'field-categoryValue-error' : undefined}
        onChange={(e) => { void helpers.setValue(e.target.value); }} onBlur={() => void helpers.setTouched(true)}>
        {options.map((o) => (
          <option key={o.id} value={String(o.databaseId)}>{o.employeeNumber ? `${o.name} (${o.employeeNumber})` : o.name}</option>
        ))}
      </select>
      {options.length === 0 && !searching && <p className="field__hint">{t('extraHours.fields.noEmployee')}</p>}
      {invalid && <p className="field__error" id="field-categoryValue-error">{meta.error}</p>}
    </div>
  );
}
