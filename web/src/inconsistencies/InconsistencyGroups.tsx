import { Suspense, useState, useTransition } from 'react';
import { graphql, useLazyLoadQuery, usePaginationFragment } from 'react-relay';
import { useTranslation } from 'react-i18next';
import type { InconsistencyGroups_query$key } from '../__generated__/InconsistencyGroups_query.graphql.ts';
import type { InconsistencyGroupsItemsQuery } from '../__generated__/InconsistencyGroupsItemsQuery.graphql.ts';
import { formatDisplayDate } from '../../../domain/dates.rules.ts';
import { PAGE_SIZE } from '../platform/relay/pageSizes.ts';
import { InconsistencyList } from './InconsistencyList.tsx';
import type { RowActions } from './InconsistencyRow.tsx';
import type { Selection } from './InconsistencyTable.tsx';
import type { InconsistencyArgs } from './inconsistencyFilter.ts';

const fragment = graphql`
  fragment InconsistencyGroups_query on Query
    @argumentDefinitions(
      count: { type: "Int", defaultValue: 25 }, cursor: { type: "String" }, status: { type: "InconsistencyStatus" },
      from: { type: "LocalDate" }, to: { type: "LocalDate" }, types: { type: "[InconsistencyType!]" },
      departmentId: { type: "ID" }, employeeId: { type: "ID" }
    )
    @refetchable(queryName: "InconsistencyGroupsPaginationQuery") {
    inconsistenciesByEmployee(
      first: $count, after: $cursor, status: $status, from: $from, to: $to, types: $types, departmentId: $departmentId, employeeId: $employeeId
    ) @connection(key: "InconsistencyGroups_inconsistenciesByEmployee", filters: ["status", "from", "to", "types", "departmentId", "employeeId"]) {
      totalCount
      edges {
        cursor
        node {
          employee { id }
          employeeName
          departmentName
          total
          counts { type count }
          firstDate
          lastDate
        }
      }
    }
  }
`;

const itemsQuery = graphql`
  query InconsistencyGroupsItemsQuery(
    $status: InconsistencyStatus, $from: LocalDate, $to: LocalDate, $types: [InconsistencyType!], $employeeId: ID, $count: Int!
  ) {
    ...InconsistencyList_query @arguments(status: $status, from: $from, to: $to, types: $types, employeeId: $employeeId, count: $count)
  }
`;

interface Props extends Omit<RowActions, 'select'> {
  query: InconsistencyGroups_query$key;
  args: InconsistencyArgs;
  timeZone: string;
  selection?: Selection;
  /** bumped after a change, so an open group reads its items again */
  version: number;
}

/** One row per employee: how many of each type and over which days; a row unfolds that employee's items. */
export function InconsistencyGroups({ query, args, version, ...itemProps }: Props) {
  const { t } = useTranslation('inconsistencies');
  const { data, loadNext, hasNext, isLoadingNext } = usePaginationFragment(fragment, query);
  const [, startTransition] = useTransition();
  const [open, setOpen] = useState<ReadonlySet<string>>(new Set());
  const connection = data.inconsistenciesByEmployee;
  const groups = connection?.edges.map((e) => ({ key: e.cursor, ...e.node })) ?? [];
  const toggle = (id: string) => setOpen((s) => { const n = new Set(s); if (n.has(id)) n.delete(id); else n.add(id); return n; });
  return (
    <>
      <p className="count" role="status">{t('inconsistencies.groupCount', { shown: groups.length, total: connection?.totalCount ?? 0 })}</p>
      {groups.length === 0 ? <div className="card table__empty">{t('inconsistencies.empty')}</div> : (
        <ul className="inc-groups">
          {groups.map((g) => {
            const employeeId = g.employee?.id ?? null;
            const expanded = employeeId !== null && open.has(employeeId);
            const regionId = `inc-group-${g.key}`;
            return (
              <li key={g.key} className="card inc-group">
                <div className="inc-group__head">
                  <div className="inc-group__who">
                    <h2 className="inc-group__name">{g.employeeName}</h2>
                    {g.departmentName && <span className="inc-row__department">{g.departmentName}</span>}
                  </div>
                  <ul className="inc-group__counts" aria-label={t('inconsistencies.countsOf', { name: g.employeeName })}>
                    {g.counts.filter((c) => c.count > 0).map((c) => (
                      <li key={c.type} className={`inc-type inc-type--${c.type.toLowerCase()}`}>
                        {t(`attendances:attendances.types.${c.type}`)}: <strong>{c.count}</strong>
                      </li>
                    ))}
                  </ul>
                  <p className="inc-group__range">{t('inconsistencies.range', { from: formatDisplayDate(g.firstDate), to: formatDisplayDate(g.lastDate) })}</p>
                  {employeeId && (
                    <button type="button" className="button button--small" aria-expanded={expanded} aria-controls={regionId}
                      onClick={() => toggle(employeeId)}>
                      {t(expanded ? 'inconsistencies.hideItems' : 'inconsistencies.showItems', { count: g.total, name: g.employeeName })}
                    </button>
                  )}
                </div>
                <div id={regionId}>
                  {expanded && employeeId && (
                    <Suspense fallback={<p className="inc-group__loading">{t('common.loading')}</p>}>
                      <GroupItems args={{ ...args, employeeId }} name={g.employeeName} version={version} {...itemProps} />
                    </Suspense>
                  )}
                </div>
              </li>
            );
          })}
        </ul>
      )}
      {hasNext && (
        <div className="list-footer">
          <button type="button" className="button" disabled={isLoadingNext} onClick={() => startTransition(() => { loadNext(PAGE_SIZE); })}>
            {isLoadingNext ? t('common.loading') : t('inconsistencies.moreGroups')}
          </button>
        </div>
      )}
    </>
  );
}

interface ItemsProps extends Omit<Props, 'query'> { name: string }

/** An unfolded group: the employee's items under the same filters, read when opened (and again after a change). */
function GroupItems({ args, name, version, ...tableProps }: ItemsProps) {
  const { t } = useTranslation('inconsistencies');
  const { status, from, to, types, employeeId } = args;
  const data = useLazyLoadQuery<InconsistencyGroupsItemsQuery>(itemsQuery, { status, from, to, types, employeeId, count: PAGE_SIZE },
    { fetchPolicy: 'store-and-network', fetchKey: version });
  return (
    <InconsistencyList query={data} caption={t('inconsistencies.captionOf', { name })} showEmployee={false} compact
      empty={t('inconsistencies.empty')} {...tableProps} />
  );
}
