import { graphql, useFragment } from 'react-relay';
import { useTranslation } from 'react-i18next';
import type { AbsencesToolbar_query$key } from '../__generated__/AbsencesToolbar_query.graphql.ts';
import { FilterDate } from '../platform/forms/FilterDate.tsx';
import { monthWords, shiftMonth, type AbsencesFilterValues } from './absencesFilter.ts';

const fragment = graphql`
  fragment AbsencesToolbar_query on Query @argumentDefinitions(withDepartments: { type: "Boolean!" }, size: { type: "Int!" }) {
    departments(first: $size, orderBy: [{ field: NAME, direction: ASC }]) @include(if: $withDepartments) { edges { node { id name } } }
  }
`;

interface Props { query: AbsencesToolbar_query$key; values: AbsencesFilterValues; onChange: (next: AbsencesFilterValues) => void }

/** The filters of the open tab: the period of all requests, the calendar's month, and the department. */
export function AbsencesToolbar({ query, values, onChange }: Props) {
  const { t, i18n } = useTranslation('absences');
  const data = useFragment(fragment, query);
  const departments = data.departments?.edges.map((e) => e.node) ?? [];
  const set = (part: Partial<AbsencesFilterValues>) => onChange({ ...values, ...part });
  const monthName = monthWords(values.month, i18n.language);
  return (
    <form className="toolbar abs-toolbar" role="search" aria-label={t('absences.filters.label')} onSubmit={(e) => e.preventDefault()}>
      {values.tab === 'all' && (
        <>
          <FilterDate id="abs-from" label={t('absences.filters.from')} value={values.from} onChange={(from) => set({ from })} />
          <FilterDate id="abs-to" label={t('absences.filters.to')} value={values.to} onChange={(to) => set({ to })}
            problem={values.from && values.to && values.to < values.from ? t('absences.filters.toBeforeFrom') : null} />
        </>
      )}
      {values.tab === 'calendar' && (
        <div className="abs-month" role="group" aria-label={t('absences.filters.month')}>
          <button type="button" className="button abs-month__step" onClick={() => set({ month: shiftMonth(values.month, -1) })} aria-label={t('absences.filters.previous')}>‹</button>
          <span className="abs-month__label" aria-live="polite">{monthName}</span>
          <button type="button" className="button abs-month__step" onClick={() => set({ month: shiftMonth(values.month, 1) })} aria-label={t('absences.filters.next')}>›</button>
        </div>
      )}
      {departments.length > 1 && (
        <div className="field">
          <label htmlFor="abs-department">{t('absences.filters.department')}</label>
          <select id="abs-department" value={values.departmentId ?? ''} onChange={(e) => set({ departmentId: e.target.value || null })}>
            <option value="">{t('absences.filters.allDepartments')}</option>
            {departments.map((d) => <option key={d.id} value={d.id}>{d.name}</option>)}
          </select>
        </div>
      )}
    </form>
  );
}
