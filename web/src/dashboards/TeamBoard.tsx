import { useTransition } from 'react';
import { graphql, useRefetchableFragment } from 'react-relay';
import { useTranslation } from 'react-i18next';
import type { TeamBoard_query$key } from '../__generated__/TeamBoard_query.graphql.ts';
import type { TeamBoardRefetchQuery } from '../__generated__/TeamBoardRefetchQuery.graphql.ts';
import { PresenceLists } from '../wall-boards/PresenceLists.tsx';
import { presenceColumns } from '../wall-boards/presenceGroups.ts';
import { usePresenceFeed } from '../wall-boards/usePresenceFeed.ts';

const fragment = graphql`
  fragment TeamBoard_query on Query @refetchable(queryName: "TeamBoardRefetchQuery") {
    presence(first: 100) {
      totalCount
      edges { node { id presence lateToday lastClockAt name department { id name } } }
    }
  }
`;

/**
 * Today's board of the departments one manages: who is in (late marked), excused, out — read again every minute (the
 * wall-board is the live one). Texts of the lists: `wall-boards`.
 */
export function TeamBoard({ query }: { query: TeamBoard_query$key }) {
  const { t, i18n } = useTranslation('wall-boards');
  const [data, refetch] = useRefetchableFragment<TeamBoardRefetchQuery, TeamBoard_query$key>(fragment, query);
  const [, startTransition] = useTransition();
  // Read again every minute, not live: a browser holds six connections to a server, and each live stream keeps one;
  // with the header's two, a third per tab let two dashboard tabs take all six (the wall-board stays live).
  usePresenceFeed(() => startTransition(() => { refetch({}, { fetchPolicy: 'network-only' }); }), null, false);
  const rows = data.presence?.edges.map((e) => e.node) ?? [];
  const hidden = (data.presence?.totalCount ?? 0) - rows.length;
  return (
    <>
      <PresenceLists columns={presenceColumns(rows, i18n.language)} level={3} idPrefix="team" />
      {hidden > 0 && <p className="dash-muted">{t('wallBoard.more', { count: hidden })}</p>}
    </>
  );
}
