import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

interface Props {
  /** Outside the signed-in layout (unknown path): the page brings its own landmark. */
  standalone?: boolean;
}

/** Error 404: unknown paths and routes the role may not use (core §2). */
export function NotFoundPage({ standalone = false }: Props) {
  const { t } = useTranslation('shell');
  useEffect(() => { document.title = `${t('notFound.title')} · Pontual`; }, [t]);
  const content = (
    <section className="status-page" aria-labelledby="not-found-title">
      <p className="status-page__code" aria-hidden="true">404</p>
      <h1 id="not-found-title">{t('notFound.title')}</h1>
      <p>{t('notFound.text')}</p>
      <Link className="button" to="/">{t('common.goHome')}</Link>
    </section>
  );
  return standalone ? <main className="standalone">{content}</main> : content;
}
