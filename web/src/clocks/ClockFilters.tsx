import { useEffect, useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import { useTranslation } from 'react-i18next';
import type { ClockFilters_query$key } from '../__generated__/ClockFilters_query.graphql.ts';
import type { ClockEmployeePicker_query$key } from '../__generated__/ClockEmployeePicker_query.graphql.ts';
import { CLOCK_SOURCES, type ClockSource } from '../../../domain/clock.rules.ts';
import { FilterDate } from '../platform/forms/FilterDate.tsx';
import { ClockEmployeePicker } from './ClockEmployeePicker.tsx';
import type { ClockFilterValues } from './clockFilter.ts';

const fragment = graphql`
  fragment ClockFilters_query on Query
    @argumentDefinitions(withDepartments: { type: "Boolean!" }, employeeId: { type: "ID!" }, withEmployee: { type: "Boolean!" }, size: { type: "Int!" }) {
    departments(first: $size, orderBy: [{ field: NAME, direction: ASC }]) @include(if: $withDepartments) { edges { node { id name } } }
    filterEmployee: node(id: $employeeId) @include(if: $withEmployee) { ... on Employee { id name } }
  }
`;

interface Props {
  query: ClockFilters_query$key;
  picker: ClockEmployeePicker_query$key;
  values: ClockFilterValues;
  onChange: (next: ClockFilterValues) => void;
}

/** Employee (typed), department, period, source, and whether deleted clocks show; applied as they change. */
export function ClockFilters({ query, picker, values, onChange }: Props) {
  const { t } = useTranslation('clocks');
  const data = useFragment(fragment, query);
  // The boxes follow a change at once; the list follows when its page has loaded (the old one stays until then).
  const [shown, setShown] = useState(values);
  const key = JSON.stringify(values);
  useEffect(() => { setShown(JSON.parse(key) as ClockFilterValues); }, [key]);
  const change = (next: ClockFilterValues) => { setShown(next); onChange(next); };
  const set = (part: Partial<ClockFilterValues>) => change({ ...shown, ...part });
  const chosen = values.employeeId && data.filterEmployee?.id ? { id: data.filterEmployee.id, name: data.filterEmployee.name ?? '' } : null;
  const departments = data.departments?.edges.map((e) => e.node) ?? null;
  const loading = JSON.stringify(shown) !== key;
  const filtered = !!(shown.employeeId || shown.departmentId || shown.from || shown.to || shown.source || shown.showAll);
  return (
    <form className="toolbar clock-filters" role="search" aria-label={t('clocks.filters.label')} aria-busy={loading} onSubmit={(e) => e.preventDefault()}>
      <ClockEmployeePicker query={picker} label={t('clocks.filters.employee')} value={chosen} onChange={(e) => set({ employeeId: e?.id ?? null })} />
      {departments && departments.length > 0 && (
        <div className="field">
          <label htmlFor="clock-department">{t('clocks.filters.department')}</label>
          <select id="clock-department" value={shown.departmentId ?? ''} onChange={(e) => set({ departmentId: e.target.value || null })}>
            <option value="">{t('clocks.filters.allDepartments')}</option>
            {departments.map((d) => <option key={d.id} value={d.id}>{d.name}</option>)}
          </select>
        </div>
      )}
      <FilterDate id="clock-from" label={t('clocks.filters.from')} value={shown.from} onChange={(from) => set({ from })} />
      <FilterDate id="clock-to" label={t('clocks.filters.to')} value={shown.to} onChange={(to) => set({ to })}
        problem={shown.from && shown.to && shown.to < shown.from ? t('clocks.filters.toBeforeFrom') : null} />
      <div className="field clock-filters__source">
        <label htmlFor="clock-source">{t('clocks.filters.source')}</label>
        <select id="clock-source" value={shown.source ?? ''} onChange={(e) => set({ source: (e.target.value || null) as ClockSource | null })}>
          <option value="">{t('clocks.filters.allSources')}</option>
          {CLOCK_SOURCES.map((s) => <option key={s} value={s}>{t(`clocks.sources.${s}`)}</option>)}
        </select>
      </div>
      <div className="field field--check clock-filters__deleted">
        <input id="clock-deleted" type="checkbox" checked={shown.showAll} onChange={(e) => set({ showAll: e.target.checked })} />
        <label htmlFor="clock-deleted">{t('clocks.filters.showDeleted')}</label>
      </div>
      {filtered && (
        <button type="button" className="button button--link clock-filters__clear"
          onClick={() => change({ employeeId: null, departmentId: null, from: null, to: null, source: null, showAll: false })}>
          {t('clocks.filters.clear')}
        </button>
      )}
      {loading && <span className="clock-filters__busy" role="status">{t('common.loading')}</span>}
    </form>
  );
}
