import { useEffect, useMemo, useState } from 'react';
import { graphql, loadQuery, usePreloadedQuery } from 'react-relay';
import { useTranslation } from 'react-i18next';
import { useLoaderData, useLocation, useNavigate, useRevalidator, useSearchParams } from 'react-router';
import type { AbsencesRouteQuery } from '../__generated__/AbsencesRouteQuery.graphql.ts';
import { Tabs } from '../platform/forms/Tabs.tsx';
import { PAGE_SIZE, PICKER_SIZE } from '../platform/relay/pageSizes.ts';
import type { RouteData, RouteLoadContext } from '../platform/routing/RouteScreen.ts';
import type { ViewerAccess } from '../platform/routing/decideAccess.ts';
import { AbsenceDetailsDialog } from './AbsenceDetailsDialog.tsx';
import { AbsenceRequestList } from './AbsenceRequestList.tsx';
import { AbsencesToolbar } from './AbsencesToolbar.tsx';
import { DecideDialog, type Decision } from './DecideDialog.tsx';
import { TeamCalendar } from './TeamCalendar.tsx';
import { absencesFilterFromUrl, absencesSearch, monthSpan, type AbsencesFilterValues } from './absencesFilter.ts';
import './absences.css';

const query = graphql`
  query AbsencesRouteQuery(
    $from: LocalDate, $to: LocalDate, $departmentId: ID, $awaiting: Boolean, $statuses: [AbsenceRequestStatus!], $count: Int!,
    $calendarFrom: LocalDate!, $calendarTo: LocalDate!, $showList: Boolean!, $showCalendar: Boolean!, $withDepartments: Boolean!, $size: Int!
  ) {
    ...AbsencesToolbar_query @arguments(withDepartments: $withDepartments, size: $size)
    ...AbsenceRequestList_query @alias(as: "list") @arguments(from: $from, to: $to, departmentId: $departmentId, awaiting: $awaiting, statuses: $statuses, count: $count)
      @include(if: $showList)
    ...TeamCalendar_query @alias(as: "calendar") @arguments(from: $calendarFrom, to: $calendarTo, departmentId: $departmentId) @include(if: $showCalendar)
  }
`;

/** HR decides company-wide (`absences`); a manager decides their departments' (`dep-absences`); READ_ONLY reads. */
function levelOf(pathname: string, access: ViewerAccess): 'ADMIN' | 'MANAGER' | null {
  if (pathname.startsWith('/dep-')) return access.permissions.includes('DEP_ABSENCES_WRITE') ? 'MANAGER' : null;
  return access.permissions.includes('ABSENCES_WRITE') ? 'ADMIN' : null;
}

type Dialog = { kind: 'details'; id: string; what: string } | { kind: 'decide'; ids: string[]; what: string; decision: Decision } | null;

/**
 * `absences` (HR) and `dep-absences` (a manager): the requests waiting for the viewer's decision first, every request of
 * a period, and the team calendar of a month. Approve or reject one request, or the chosen ones; the details show who
 * else in the team is away then, and the trail.
 */
export function AbsencesRoute() {
  const { t } = useTranslation('absences');
  const { queryRef, access } = useLoaderData() as RouteData<AbsencesRouteQuery>;
  const data = usePreloadedQuery<AbsencesRouteQuery>(query, queryRef);
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const revalidator = useRevalidator();
  const values = absencesFilterFromUrl(params);
  const level = levelOf(pathname, access);
  const [dialog, setDialog] = useState<Dialog>(null);
  const [chosen, setChosen] = useState<ReadonlySet<string>>(new Set());
  const key = JSON.stringify(values);
  useEffect(() => { setChosen(new Set()); }, [key]);
  const title = pathname.startsWith('/dep-') ? t('absences.depTitle') : t('features.absences');
  useEffect(() => { document.title = `${title} · Pontual`; }, [title]);
  const apply = (next: AbsencesFilterValues) => { void navigate(`${pathname}${absencesSearch(next)}`, { replace: true }); };
  const done = () => { setDialog(null); setChosen(new Set()); void revalidator.revalidate(); };
  const selection = useMemo(() => (level && values.tab === 'decide' ? {
    ids: chosen, toggle: (id: string) => setChosen((s) => { const n = new Set(s); if (n.has(id)) n.delete(id); else n.add(id); return n; }),
  } : undefined), [level, values.tab, chosen]);
  const actions = {
    level,
    onDetails: (id: string, what: string) => setDialog({ kind: 'details', id, what }),
    onDecide: level ? (id: string, what: string, decision: Decision) => setDialog({ kind: 'decide', ids: [id], what, decision }) : undefined,
  };
  const list = data.list && (
    <>
      {selection && (
        <div className="abs-bar" role="group" aria-label={t('absences.bar.label')}>
          <span className="abs-bar__count" aria-live="polite">{t('absences.bar.chosen', { count: chosen.size })}</span>
          <button type="button" className="button button--primary" disabled={chosen.size === 0}
            onClick={() => setDialog({ kind: 'decide', ids: [...chosen], what: t('absences.bar.these', { count: chosen.size }), decision: 'APPROVED' })}>
            {t('absences.bar.approve')}
          </button>
          <button type="button" className="button" disabled={chosen.size === 0}
            onClick={() => setDialog({ kind: 'decide', ids: [...chosen], what: t('absences.bar.these', { count: chosen.size }), decision: 'REJECTED' })}>
            {t('absences.bar.reject')}
          </button>
        </div>
      )}
      <AbsenceRequestList query={data.list} chosen={selection} empty={t(values.tab === 'decide' ? 'absences.emptyDecide' : 'absences.empty')} {...actions} />
    </>
  );
  return (
    <section className="page page--wide" aria-labelledby="absences-title">
      <div className="page__header"><h1 id="absences-title">{title}</h1></div>
      <AbsencesToolbar query={data} values={values} onChange={apply} />
      <Tabs label={t('absences.tabs.label')} selected={values.tab} onSelect={(tab) => apply({ ...values, tab: tab as AbsencesFilterValues['tab'] })}
        items={[
          { id: 'decide', label: t('absences.tabs.decide'), content: values.tab === 'decide' ? list : null },
          { id: 'all', label: t('absences.tabs.all'), content: values.tab === 'all' ? list : null },
          { id: 'calendar', label: t('absences.tabs.calendar'), content: values.tab === 'calendar' && data.calendar ? <TeamCalendar query={data.calendar} month={values.month} /> : null },
        ]} />
      {dialog?.kind === 'details' && <AbsenceDetailsDialog id={dialog.id} what={dialog.what} onClose={() => setDialog(null)} />}
      {dialog?.kind === 'decide' && level && (
        <DecideDialog ids={dialog.ids} what={dialog.what} decision={dialog.decision} level={level} onDone={done} onClose={() => setDialog(null)} />
      )}
    </section>
  );
}

AbsencesRoute.loadQuery = ({ environment, access, url }: RouteLoadContext) => {
  const values = absencesFilterFromUrl(url.searchParams);
  const { from, to } = monthSpan(values.month);
  const ordered = !(values.from && values.to && values.to < values.from);
  const decide = values.tab === 'decide';
  return loadQuery<AbsencesRouteQuery>(environment, query, {
    from: decide || !ordered ? null : values.from, to: decide || !ordered ? null : values.to, departmentId: values.departmentId,
    awaiting: decide ? true : null, statuses: null, count: PAGE_SIZE,
    calendarFrom: from, calendarTo: to, showList: values.tab !== 'calendar', showCalendar: values.tab === 'calendar',
    withDepartments: ['DEPARTMENTS_READ', 'DEP_DEPARTMENTS_READ'].some((a) => access.permissions.includes(a)), size: PICKER_SIZE,
  }, { fetchPolicy: 'store-and-network' });
};
