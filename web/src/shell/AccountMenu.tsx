import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { graphql, useFragment } from 'react-relay';
import type { AccountMenu_viewer$key } from '../__generated__/AccountMenu_viewer.graphql.ts';

const fragment = graphql`
  fragment AccountMenu_viewer on Viewer {
    roles
    account { username employeeCode }
    employee { name }
  }
`;

interface Props {
  viewer: AccountMenu_viewer$key;
  onLock: () => void;
  onSignOut: () => void;
}

/** The signed-in user's name, opening account pages, the lock screen and sign-out. */
export function AccountMenu({ viewer, onLock, onSignOut }: Props) {
  const { t } = useTranslation('shell');
  const data = useFragment(fragment, viewer);
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const name = data.employee?.name ?? data.account?.username ?? data.account?.employeeCode ?? '';
  // The screens the specification lists apart from the menu (core §2: token, version, experiments) open from here.
  const administers = data.roles.some((r) => r === 'ADMIN' || r === 'SUPER_ADMIN');
  const initials = name.split(/[\s@.]+/).filter(Boolean).slice(0, 2).map((w) => w[0]?.toUpperCase()).join('');

  useEffect(() => {
    if (!open) return;
    const close = (e: Event) => {
      if (e instanceof KeyboardEvent ? e.key === 'Escape' : !root.current?.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener('keydown', close);
    document.addEventListener('pointerdown', close);
    return () => {
      document.removeEventListener('keydown', close);
      document.removeEventListener('pointerdown', close);
    };
  }, [open]);

  return (
    <div className="account-menu" ref={root}>
      <button type="button" className="account-menu__button" aria-expanded={open} aria-controls="account-menu-list"
        onClick={() => setOpen((o) => !o)}>
        <span className="avatar" aria-hidden="true">{initials}</span>
        <span className="account-menu__name">{name}</span>
        <span className="visually-hidden">{t('account.menu')}</span>
      </button>
      {open && (
        <ul id="account-menu-list" className="account-menu__list">
          <li className="account-menu__role">{data.roles.map((r) => t(`roles.${r}`, { defaultValue: r })).join(', ')}</li>
          <li><Link to="/account/user" onClick={() => setOpen(false)}>{t('features.accountUser')}</Link></li>
          <li><Link to="/account/profile" onClick={() => setOpen(false)}>{t('features.accountProfile')}</Link></li>
          <li><Link to="/account/change-password" onClick={() => setOpen(false)}>{t('features.changePassword')}</Link></li>
          {administers && <>
            <li><Link to="/token" onClick={() => setOpen(false)}>{t('features.token')}</Link></li>
            <li><Link to="/experiments" onClick={() => setOpen(false)}>{t('features.experiments')}</Link></li>
          </>}
          <li><Link to="/version" onClick={() => setOpen(false)}>{t('features.version')}</Link></li>
          <li><button type="button" onClick={() => { setOpen(false); onLock(); }}>{t('lock.action')}</button></li>
          <li><button type="button" onClick={onSignOut}>{t('account.signOut')}</button></li>
        </ul>
      )}
    </div>
  );
}
