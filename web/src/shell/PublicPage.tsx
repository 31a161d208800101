import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LanguageSwitcher } from '../platform/i18n/LanguageSwitcher.tsx';
import { NotificationList } from '../platform/notifications/NotificationList.tsx';
import { BrandMark } from './BrandMark.tsx';

interface Props {
  title: string;
  children: ReactNode;
}

/** The frame of the pages anyone may open: sign-in and account recovery. */
export function PublicPage({ title, children }: Props) {
  const { t } = useTranslation('shell');
  useEffect(() => { document.title = `${title} · Pontual`; }, [title]);
  return (
    <div className="public">
      <header className="public__header">
        <BrandMark />
        <LanguageSwitcher />
      </header>
      <main className="public__main">
        <section className="card public__card" aria-labelledby="public-title">
          <h1 id="public-title">{title}</h1>
          {children}
        </section>
        <p className="public__tagline">{t('app.tagline')}</p>
      </main>
      <NotificationList />
    </div>
  );
}
