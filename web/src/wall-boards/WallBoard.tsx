import { useEffect, useTransition } from 'react';
import { graphql, usePaginationFragment } from 'react-relay';
import { useTranslation } from 'react-i18next';
import type { WallBoard_query$key } from '../__generated__/WallBoard_query.graphql.ts';
import type { WallBoardPaginationQuery } from '../__generated__/WallBoardPaginationQuery.graphql.ts';
import { byDepartment, countsOf } from './presenceGroups.ts';
import { PresenceLists } from './PresenceLists.tsx';
import { usePresenceFeed } from './usePresenceFeed.ts';

/** People per page of the board; the gateway serves at most 100, so a larger company is read in several pages. */
const PAGE = 100;

const fragment = graphql`
  fragment WallBoard_query on Query
    @refetchable(queryName: "WallBoardPaginationQuery")
    @argumentDefinitions(count: { type: "Int", defaultValue: 100 }, cursor: { type: "String" }) {
    presence(first: $count, after: $cursor) @connection(key: "WallBoard_presence") {
      counts { present absent excused late total }
      edges { node { id presence lateToday lastClockAt name department { id name } } }
    }
  }
`;

/**
 * The board itself: the counts on top, then one block per department with who is in (late marked), excused and out.
 * Every page of the scope is read; a presence change updates the person's row in place (usePresenceFeed) and the
 * minute's fallback reads the board again from the server while the old one stays on screen.
 */
export function WallBoard({ query }: { query: WallBoard_query$key }) {
  const { t, i18n } = useTranslation('wall-boards');
  const { data, hasNext, isLoadingNext, loadNext, refetch } = usePaginationFragment<WallBoardPaginationQuery, WallBoard_query$key>(fragment, query);
  const [, startTransition] = useTransition();
  usePresenceFeed(() => startTransition(() => { refetch({ count: PAGE, cursor: null }, { fetchPolicy: 'network-only' }); }));
  useEffect(() => { if (hasNext && !isLoadingNext) loadNext(PAGE); }, [hasNext, isLoadingNext, loadNext]);
  const rows = data.presence?.edges.map((e) => e.node) ?? [];
  // Once every page is here the counts are the rows' own, so a live update moves them too; the server's until then.
  const counts = data.presence && !hasNext ? countsOf(rows) : data.presence?.counts;
  const groups = byDepartment(rows, i18n.language);
  return (
    <>
      {counts && (
        <ul className="wall-counts" aria-label={t('wallBoard.countsLabel')}>
          {(['present', 'late', 'excused', 'absent', 'total'] as const).map((k) => (
            <li key={k} className={`wall-count wall-count--${k}`}>
              <span className="wall-count__value">{counts[k]}</span>
              <span className="wall-count__label">{t(`wallBoard.counts.${k}`)}</span>
            </li>
          ))}
        </ul>
      )}
      {groups.length === 0 && <p className="wall-board__empty">{t('wallBoard.empty')}</p>}
      <div className="wall-groups">
        {groups.map((g) => (
          <section key={g.key || 'none'} className="wall-group" aria-labelledby={`wall-group-${g.key || 'none'}`}>
            <h2 id={`wall-group-${g.key || 'none'}`}>{g.name ?? t('wallBoard.noDepartment')}</h2>
            <PresenceLists columns={g.columns} level={3} idPrefix={`wall-${g.key || 'none'}`} />
          </section>
        ))}
      </div>
    </>
  );
}
