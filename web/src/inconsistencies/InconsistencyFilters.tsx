import { useEffect, useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import { useTranslation } from 'react-i18next';
import type { InconsistencyFilters_query$key } from '../__generated__/InconsistencyFilters_query.graphql.ts';
import type { ClockEmployeePicker_query$key } from '../__generated__/ClockEmployeePicker_query.graphql.ts';
import { INCONSISTENCY_TYPES, type InconsistencyType } from '../../../domain/work-items.ts';
import { ClockEmployeePicker } from '../clocks/ClockEmployeePicker.tsx';
import { FilterDate } from '../platform/forms/FilterDate.tsx';
import { NO_FILTERS, type InconsistencyFilterValues } from './inconsistencyFilter.ts';

const fragment = graphql`
  fragment InconsistencyFilters_query on Query
    @argumentDefinitions(withDepartments: { type: "Boolean!" }, employeeId: { type: "ID!" }, withEmployee: { type: "Boolean!" }, size: { type: "Int!" }) {
    departments(first: $size, orderBy: [{ field: NAME, direction: ASC }]) @include(if: $withDepartments) { edges { node { id name } } }
    filterEmployee: node(id: $employeeId) @include(if: $withEmployee) { ... on Employee { id name } }
  }
`;

interface Props {
  query: InconsistencyFilters_query$key;
  /** the employee picker; absent on one's own screen */
  picker: ClockEmployeePicker_query$key | null;
  values: InconsistencyFilterValues;
  onChange: (next: InconsistencyFilterValues) => void;
}

/** Period, type, department, employee, and the grouping by employee; applied as they change. */
export function InconsistencyFilters({ query, picker, values, onChange }: Props) {
  const { t } = useTranslation('inconsistencies');
  const data = useFragment(fragment, query);
  // The boxes follow a change at once; the list follows when its page has loaded.
  const [shown, setShown] = useState(values);
  const key = JSON.stringify(values);
  useEffect(() => { setShown(JSON.parse(key) as InconsistencyFilterValues); }, [key]);
  const change = (next: InconsistencyFilterValues) => { setShown(next); onChange(next); };
  const set = (part: Partial<InconsistencyFilterValues>) => change({ ...shown, ...part });
  const chosen = values.employeeId && data.filterEmployee?.id ? { id: data.filterEmployee.id, name: data.filterEmployee.name ?? '' } : null;
  const departments = data.departments?.edges.map((e) => e.node) ?? null;
  const loading = JSON.stringify(shown) !== key;
  const filtered = !!(shown.from || shown.to || shown.type || shown.departmentId || shown.employeeId);
  return (
    <form className="toolbar inc-filters" role="search" aria-label={t('inconsistencies.filters.label')} aria-busy={loading} onSubmit={(e) => e.preventDefault()}>
      <FilterDate id="inc-from" label={t('inconsistencies.filters.from')} value={shown.from} onChange={(from) => set({ from })} />
      <FilterDate id="inc-to" label={t('inconsistencies.filters.to')} value={shown.to} onChange={(to) => set({ to })}
        problem={shown.from && shown.to && shown.to < shown.from ? t('inconsistencies.filters.toBeforeFrom') : null} />
      <div className="field">
        <label htmlFor="inc-type">{t('inconsistencies.filters.type')}</label>
        <select id="inc-type" value={shown.type ?? ''} onChange={(e) => set({ type: (e.target.value || null) as InconsistencyType | null })}>
          <option value="">{t('inconsistencies.filters.allTypes')}</option>
          {INCONSISTENCY_TYPES.map((type) => <option key={type} value={type}>{t(`attendances:attendances.types.${type}`)}</option>)}
        </select>
      </div>
      {departments && departments.length > 1 && (
        <div className="field">
          <label htmlFor="inc-department">{t('inconsistencies.filters.department')}</label>
          <select id="inc-department" value={shown.departmentId ?? ''} onChange={(e) => set({ departmentId: e.target.value || null })}>
            <option value="">{t('inconsistencies.filters.allDepartments')}</option>
            {departments.map((d) => <option key={d.id} value={d.id}>{d.name}</option>)}
          </select>
        </div>
      )}
      {picker && (
        <ClockEmployeePicker query={picker} label={t('inconsistencies.filters.employee')} value={chosen} onChange={(e) => set({ employeeId: e?.id ?? null })} />
      )}
      {picker && (
        <div className="field field--check inc-filters__group">
          <input id="inc-group" type="checkbox" checked={shown.grouped} onChange={(e) => set({ grouped: e.target.checked })} />
          <label htmlFor="inc-group">{t('inconsistencies.filters.group')}</label>
        </div>
      )}
      {filtered && (
        <button type="button" className="button button--link inc-filters__clear" onClick={() => change({ ...shown, ...NO_FILTERS })}>
          {t('inconsistencies.filters.clear')}
        </button>
      )}
      {loading && <span className="inc-filters__busy" role="status">{t('common.loading')}</span>}
    </form>
  );
}
