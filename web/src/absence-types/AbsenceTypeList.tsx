import { useState } from 'react';
import { graphql, usePaginationFragment } from 'react-relay';
import { useTranslation } from 'react-i18next';
import type { AbsenceTypeDialog_type$key } from '../__generated__/AbsenceTypeDialog_type.graphql.ts';
import type { AbsenceTypeList_query$key } from '../__generated__/AbsenceTypeList_query.graphql.ts';
import { PICKER_SIZE } from '../platform/relay/pageSizes.ts';
import { AbsenceTypeDialog } from './AbsenceTypeDialog.tsx';
import { AbsenceTypeRow } from './AbsenceTypeRow.tsx';

const fragment = graphql`
  fragment AbsenceTypeList_query on Query
    @argumentDefinitions(count: { type: "Int", defaultValue: 100 }, cursor: { type: "String" })
    @refetchable(queryName: "AbsenceTypeListPaginationQuery") {
    absenceTypes(first: $count, after: $cursor) @connection(key: "AbsenceTypeList_absenceTypes") {
      __id
      totalCount
      edges { node { id ...AbsenceTypeRow_type } }
    }
  }
`;

interface Props { query: AbsenceTypeList_query$key; canWrite: boolean; captionId: string }

/** The types, Holidays first then by name, as a table (one card per type on a phone); writers add, edit and delete. */
export function AbsenceTypeList({ query, canWrite, captionId }: Props) {
  const { t } = useTranslation('absence-types');
  const { data, hasNext, loadNext, isLoadingNext } = usePaginationFragment(fragment, query);
  const [editing, setEditing] = useState<{ type: AbsenceTypeDialog_type$key | null } | null>(null);
  const connection = data.absenceTypes;
  const connectionId = connection?.__id ?? null;
  const rows = connection?.edges ?? [];
  const c = (key: string) => t(`absenceTypes.columns.${key}`);
  return (
    <>
      <div className="page__header">
        <p className="count" role="status" style={{ margin: 0 }}>{t('absenceTypes.count', { count: connection?.totalCount ?? rows.length })}</p>
        {canWrite && <button type="button" className="button button--primary" onClick={() => setEditing({ type: null })}>{t('absenceTypes.new')}</button>}
      </div>
      {rows.length === 0 ? <div className="card table__empty">{t('absenceTypes.empty')}</div> : (
        <div className="table-wrap">
          <table className="table table--cards" aria-labelledby={captionId}>
            <thead>
              <tr>
                {['name', 'code', 'yearlyDays', 'yearlyPeriods', 'consecutiveDays', 'notice', 'proof', 'approval', 'calendarDays', 'subtypes', 'requests']
                  .map((key) => <th key={key} scope="col">{c(key)}</th>)}
                {canWrite && <th scope="col"><span className="visually-hidden">{t('common.actions')}</span></th>}
              </tr>
            </thead>
            <tbody>
              {rows.map(({ node }) => (
                <AbsenceTypeRow key={node.id} type={node} canWrite={canWrite} connectionId={connectionId} onEdit={(type) => setEditing({ type })} />
              ))}
            </tbody>
          </table>
        </div>
      )}
      {hasNext && (
        <div className="list-footer">
          <button type="button" className="button" disabled={isLoadingNext} onClick={() => loadNext(PICKER_SIZE)}>{t('common.more')}</button>
        </div>
      )}
      {editing && <AbsenceTypeDialog type={editing.type} connectionId={connectionId} onClose={() => setEditing(null)} />}
    </>
  );
}
