import { useEffect } from 'react';
import { graphql, usePaginationFragment } from 'react-relay';
import { useTranslation } from 'react-i18next';
import type { ExtraHourRuleDialog_rule$key } from '../__generated__/ExtraHourRuleDialog_rule.graphql.ts';
import type { ExtraHourRuleList_query$key } from '../__generated__/ExtraHourRuleList_query.graphql.ts';
import { PAGE_SIZE } from '../platform/relay/pageSizes.ts';
import { ExtraHourRuleRow } from './ExtraHourRuleRow.tsx';

const fragment = graphql`
  fragment ExtraHourRuleList_query on Query
    @argumentDefinitions(count: { type: "Int", defaultValue: 25 }, cursor: { type: "String" })
    @refetchable(queryName: "ExtraHourRuleListPaginationQuery") {
    extraHourRules(first: $count, after: $cursor) @connection(key: "ExtraHourRuleList_extraHourRules") {
      __id
      totalCount
      edges { node { id ...ExtraHourRuleRow_rule } }
    }
  }
`;

interface Props {
  query: ExtraHourRuleList_query$key;
  canWrite: boolean;
  captionId: string;
  onEdit: (rule: ExtraHourRuleDialog_rule$key) => void;
  onConnection: (id: string) => void;
}

/** The rules in the engine's order (sequence, then id), the night rule first; more on demand. */
export function ExtraHourRuleList({ query, canWrite, captionId, onEdit, onConnection }: Props) {
  const { t } = useTranslation('policies');
  const { data, loadNext, hasNext, isLoadingNext } = usePaginationFragment(fragment, query);
  const connection = data.extraHourRules;
  const connectionId = connection?.__id ?? null;
  useEffect(() => { if (connectionId) onConnection(connectionId); }, [connectionId, onConnection]);
  const rows = connection?.edges ?? [];
  return (
    <>
      <p className="count" role="status">{t('extraHours.count', { count: connection?.totalCount ?? rows.length })}</p>
      {rows.length === 0 ? <p className="table__empty">{t('extraHours.empty')}</p> : (
        <div className="table-wrap">
          <table className="table table--cards" aria-labelledby={captionId}>
            <thead>
              <tr>
                <th scope="col">{t('extraHours.columns.rule')}</th>
                <th scope="col">{t('extraHours.columns.category')}</th>
                <th scope="col">{t('extraHours.columns.band')}</th>
                <th scope="col">{t('extraHours.columns.applies')}</th>
                <th scope="col">{t('extraHours.columns.enabled')}</th>
                {canWrite && <th scope="col"><span className="visually-hidden">{t('common.actions')}</span></th>}
              </tr>
            </thead>
            <tbody>
              {rows.map(({ node }) => (
                <ExtraHourRuleRow key={node.id} rule={node} canWrite={canWrite} connectionId={connectionId} onEdit={onEdit} />
              ))}
            </tbody>
          </table>
        </div>
      )}
      {hasNext && (
        <div className="list-footer">
          <button type="button" className="button" disabled={isLoadingNext} onClick={() => loadNext(PAGE_SIZE)}>{t('common.more')}</button>
        </div>
      )}
    </>
  );
}
