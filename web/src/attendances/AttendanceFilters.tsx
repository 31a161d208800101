import { useEffect, useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import { useTranslation } from 'react-i18next';
import type { AttendanceFilters_query$key } from '../__generated__/AttendanceFilters_query.graphql.ts';
import { formatDisplayDate, todayIso } from '../../../domain/dates.rules.ts';
import { monthOf, shiftPeriod, switchKind, weekOf, type AttendanceFilterValues, type AttendancePeriod } from './attendancePeriod.ts';
import { monthWords } from './attendanceDates.ts';

const fragment = graphql`
  fragment AttendanceFilters_query on Query @argumentDefinitions(withDepartments: { type: "Boolean!" }, size: { type: "Int!" }) {
    departments(first: $size, orderBy: [{ field: NAME, direction: ASC }]) @include(if: $withDepartments) { edges { node { id name } } }
  }
`;

interface Props {
  query: AttendanceFilters_query$key;
  values: AttendanceFilterValues;
  onChange: (next: AttendanceFilterValues) => void;
}

const MONTH_VALUE = /^\d{4}-(0[1-9]|1[0-2])$/;

/** The period (a week or a month: previous, next, the current one, a month picked) and, on the company route, the department. */
export function AttendanceFilters({ query, values, onChange }: Props) {
  const { t, i18n } = useTranslation('attendances');
  const data = useFragment(fragment, query);
  const departments = data.departments?.edges.map((e) => e.node) ?? null;
  // The controls follow a change at once (so "previous" twice goes back two weeks); the grid when its data has come.
  const [shownValues, setShown] = useState(values);
  const key = JSON.stringify(values);
  useEffect(() => { setShown(JSON.parse(key) as AttendanceFilterValues); }, [key]);
  const loading = JSON.stringify(shownValues) !== key;
  const change = (next: AttendanceFilterValues) => { setShown(next); onChange(next); };
  const { period } = shownValues;
  const setPeriod = (next: AttendancePeriod) => change({ ...shownValues, period: next });
  const current = period.kind === 'week' ? weekOf(todayIso()) : monthOf(todayIso());
  const shown = period.kind === 'week' ? `${formatDisplayDate(period.from)} – ${formatDisplayDate(period.to)}` : monthWords(period.from, i18n.language);
  return (
    <form className="toolbar attendance-filters" aria-label={t('attendances.filters.label')} aria-busy={loading} onSubmit={(e) => e.preventDefault()}>
      <div className="field attendance-filters__view">
        <label htmlFor="attendance-view">{t('attendances.filters.view')}</label>
        <select id="attendance-view" value={period.kind} onChange={(e) => setPeriod(switchKind(period, e.target.value as AttendancePeriod['kind']))}>
          <option value="week">{t('attendances.filters.week')}</option>
          <option value="month">{t('attendances.filters.month')}</option>
        </select>
      </div>
      <div className="attendance-period" role="group" aria-label={t('attendances.filters.shown', { period: shown })}>
        <button type="button" className="button attendance-period__step" aria-label={t(`attendances.filters.previous.${period.kind}`)}
          title={t(`attendances.filters.previous.${period.kind}`)} onClick={() => setPeriod(shiftPeriod(period, -1))}>
          <span aria-hidden="true">‹</span>
        </button>
        <output className="attendance-period__label" aria-live="polite">{shown}</output>
        <button type="button" className="button attendance-period__step" aria-label={t(`attendances.filters.next.${period.kind}`)}
          title={t(`attendances.filters.next.${period.kind}`)} onClick={() => setPeriod(shiftPeriod(period, 1))}>
          <span aria-hidden="true">›</span>
        </button>
        <button type="button" className="button button--link" disabled={current.from === period.from} onClick={() => setPeriod(current)}>
          {t(`attendances.filters.current.${period.kind}`)}
        </button>
      </div>
      <div className="field field--narrow attendance-filters__month">
        <label htmlFor="attendance-month">{t('attendances.filters.monthPicker')}</label>
        <input id="attendance-month" type="month" value={period.from.slice(0, 7)}
          onChange={(e) => { if (MONTH_VALUE.test(e.target.value)) setPeriod(monthOf(`${e.target.value}-01`)); }} />
      </div>
      {departments && departments.length > 0 && (
        <div className="field">
          <label htmlFor="attendance-department">{t('attendances.filters.department')}</label>
          <select id="attendance-department" value={shownValues.departmentId ?? ''} onChange={(e) => change({ ...shownValues, departmentId: e.target.value || null })}>
            <option value="">{t('attendances.filters.allDepartments')}</option>
            {departments.map((d) => <option key={d.id} value={d.id}>{d.name}</option>)}
          </select>
        </div>
      )}
      {loading && <span className="attendance-filters__busy" role="status">{t('common.loading')}</span>}
    </form>
  );
}
