import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LanguageSwitcher } from '../platform/i18n/LanguageSwitcher.tsx';
import { PHONE_QUERY, useMediaQuery } from '../platform/useMediaQuery.ts';
import { BrandMark } from './BrandMark.tsx';
import type { ReactNode } from 'react';

interface Props {
  homePath: string;
  menuOpen: boolean;
  onToggleMenu: () => void;
  /** Pending-count badges and the account menu. */
  children: ReactNode;
}

/** The top bar: menu toggle (phones), brand, language, pending counts and account. */
export function AppHeader({ homePath, menuOpen, onToggleMenu, children }: Props) {
  const { t } = useTranslation('shell');
  const phone = useMediaQuery(PHONE_QUERY);
  return (
    <header className="app-header">
      <button type="button" className="app-header__toggle" aria-expanded={menuOpen} aria-controls="main-menu" onClick={onToggleMenu}>
        <span className="hamburger" aria-hidden="true" />
        <span className="visually-hidden">{t('menu.toggle')}</span>
      </button>
      <Link to={homePath} className="app-header__brand"><BrandMark /></Link>
      <div className="app-header__tools">
        {!phone && <LanguageSwitcher />}
        {children}
      </div>
    </header>
  );
}
