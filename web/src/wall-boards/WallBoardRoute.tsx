import { useEffect, useRef, useState } from 'react';
import { graphql, loadQuery, usePreloadedQuery } from 'react-relay';
import { useTranslation } from 'react-i18next';
import { useLoaderData } from 'react-router';
import type { WallBoardRouteQuery } from '../__generated__/WallBoardRouteQuery.graphql.ts';
import type { RouteData, RouteLoadContext } from '../platform/routing/RouteScreen.ts';
import { WallBoard } from './WallBoard.tsx';
import { WallClock } from './WallClock.tsx';
import './wallBoards.css';

const query = graphql`
  query WallBoardRouteQuery {
    ...WallBoard_query
  }
`;

/** The class on <html> that hides the layout's header and menu while the board is shown on a screen. */
const BOARD_MODE = 'board-mode';

/**
 * `wall-boards`: the presence board for a screen on the wall — who is in, late, excused and out per department, the
 * counts on top and the time — live, with nothing to press. "Board mode" hides the app's header and menu; "Full
 * screen" also hides the browser's (Fullscreen API). The board shows the scope of the signed-in role.
 */
export function WallBoardRoute() {
  const { t } = useTranslation('wall-boards');
  const { queryRef, feature } = useLoaderData() as RouteData<WallBoardRouteQuery>;
  const data = usePreloadedQuery<WallBoardRouteQuery>(query, queryRef);
  const board = useRef<HTMLElement>(null);
  const [boardMode, setBoardMode] = useState(false);
  const [fullScreen, setFullScreen] = useState(false);
  const title = t(`features.${feature}`);
  useEffect(() => { document.title = `${title} · Pontual`; }, [title]);
  useEffect(() => {
    document.documentElement.classList.toggle(BOARD_MODE, boardMode);
    return () => document.documentElement.classList.remove(BOARD_MODE);
  }, [boardMode]);
  useEffect(() => {
    const follow = () => setFullScreen(document.fullscreenElement === board.current && !!board.current);
    document.addEventListener('fullscreenchange', follow);
    return () => document.removeEventListener('fullscreenchange', follow);
  }, []);
  useEffect(() => {
    if (!boardMode) return undefined;
    const leave = (e: KeyboardEvent) => { if (e.key === 'Escape') setBoardMode(false); };
    document.addEventListener('keydown', leave);
    return () => document.removeEventListener('keydown', leave);
  }, [boardMode]);
  const canFullScreen = typeof document.documentElement.requestFullscreen === 'function' && document.fullscreenEnabled !== false;
  const toggleFullScreen = () => {
    if (document.fullscreenElement) void document.exitFullscreen();
    else void board.current?.requestFullscreen().catch(() => setBoardMode(true));
  };
  return (
    <section ref={board} className={`page page--wide wall-board${boardMode || fullScreen ? ' wall-board--on' : ''}`} aria-labelledby="wall-board-title">
      <div className="wall-board__top">
        <h1 id="wall-board-title">{title}</h1>
        <WallClock />
        <div className="wall-board__actions">
          <button type="button" className="button" aria-pressed={boardMode} onClick={() => setBoardMode((m) => !m)}>
            {t(boardMode ? 'wallBoard.exitBoardMode' : 'wallBoard.boardMode')}
          </button>
          {canFullScreen && (
            <button type="button" className="button" aria-pressed={fullScreen} onClick={toggleFullScreen}>
              {t(fullScreen ? 'wallBoard.exitFullScreen' : 'wallBoard.fullScreen')}
            </button>
          )}
        </div>
      </div>
      <WallBoard query={data} />
    </section>
  );
}

WallBoardRoute.loadQuery = ({ environment }: RouteLoadContext) =>
  loadQuery<WallBoardRouteQuery>(environment, query, {}, { fetchPolicy: 'store-and-network' });
