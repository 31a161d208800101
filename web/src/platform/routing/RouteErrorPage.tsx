import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { NotFoundPage } from '../../shell/NotFoundPage.tsx';
import { ErrorPage } from '../../shell/ErrorPage.tsx';
import { normalizeError } from '../errors/normalizeError.ts';
import { userFacingMessages } from '../errors/userFacingMessages.ts';
import { isChunkLoadError, reloadOnceForChunkError } from './reloadOnceForChunkError.ts';

interface Props {
  standalone?: boolean;
}

/** The error boundary of every route: 404s, chunk failures (one forced reload) and page-loading errors. */
export function RouteErrorPage({ standalone = false }: Props) {
  const error = useRouteError();
  const { t } = useTranslation();
  const chunk = isChunkLoadError(error);
  useEffect(() => {
    if (chunk) reloadOnceForChunkError();
  }, [chunk]);
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage standalone={standalone} />;
  const page = <ErrorPage messages={userFacingMessages(normalizeError(error), t, { pageLoad: true })} />;
  return standalone ? <main className="standalone">{page}</main> : page;
}
