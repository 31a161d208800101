import { useEffect, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { normalizeError } from '../errors/normalizeError.ts';
import { userFacingMessages } from '../errors/userFacingMessages.ts';
import { isChunkLoadError, reloadOnceForChunkError } from './reloadOnceForChunkError.ts';

/** The pages the error boundary shows; the app root passes the shell's. */
export interface ErrorPages {
  NotFound: ComponentType<{ standalone?: boolean }>;
  Error: ComponentType<{ messages: readonly string[] }>;
}

interface Props {
  pages: ErrorPages;
  standalone?: boolean;
}

/** The error boundary of every route: 404s, chunk failures (one forced reload) and page-loading errors. */
export function RouteErrorPage({ pages, standalone = false }: Props) {
  const error = useRouteError();
  const { t } = useTranslation();
  const chunk = isChunkLoadError(error);
  useEffect(() => {
    if (chunk) reloadOnceForChunkError();
  }, [chunk]);
  if (isRouteErrorResponse(error) && error.status === 404) return <pages.NotFound standalone={standalone} />;
  const page = <pages.Error messages={userFacingMessages(normalizeError(error), t, { pageLoad: true })} />;
  return standalone ? <main className="standalone">{page}</main> : page;
}
