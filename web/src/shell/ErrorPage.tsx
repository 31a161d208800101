import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

interface Props {
  messages?: readonly string[];
}

/** `/error`: a module route without the module or its feature permission (core §2), and failed pages. */
export function ErrorPage({ messages }: Props) {
  const { t } = useTranslation('shell');
  useEffect(() => { document.title = `${t('errorPage.title')} · Pontual`; }, [t]);
  return (
    <section className="status-page" aria-labelledby="error-title">
      <h1 id="error-title">{t('errorPage.title')}</h1>
      {messages?.length ? (
        <ul className="status-page__messages" role="alert">{messages.map((m) => <li key={m}>{m}</li>)}</ul>
      ) : (
        <p>{t('errorPage.moduleText')}</p>
      )}
      <Link className="button" to="/">{t('common.goHome')}</Link>
    </section>
  );
}
