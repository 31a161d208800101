import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { graphql, useFragment } from 'react-relay';
import type { MainMenu_viewer$key } from '../__generated__/MainMenu_viewer.graphql.ts';
import { LanguageSwitcher } from '../platform/i18n/LanguageSwitcher.tsx';
import { PHONE_QUERY, useMediaQuery } from '../platform/useMediaQuery.ts';
import { menuItems } from './menuItems.ts';

const fragment = graphql`
  fragment MainMenu_viewer on Viewer {
    roles
    permissions
    enabledModules
    homePath
  }
`;

interface Props {
  viewer: MainMenu_viewer$key;
  open: boolean;
  onNavigate: () => void;
}

/** Company, department and own-data sections, each listing the screens this user may open. */
export function MainMenu({ viewer, open, onNavigate }: Props) {
  const { t } = useTranslation('shell');
  const access = useFragment(fragment, viewer);
  const groups = menuItems(access);
  // On phones the header has no room for the language, so it sits at the top of this panel.
  const phone = useMediaQuery(PHONE_QUERY);
  return (
    <nav id="main-menu" className={`menu${open ? ' menu--open' : ''}`} aria-label={t('menu.label')}>
      {phone && <div className="menu__language"><LanguageSwitcher /></div>}
      {groups.map((group) => (
        <div key={group.section} className="menu__group">
          <h2 className="menu__heading" id={`menu-${group.section}`}>{t(`menu.sections.${group.section}`)}</h2>
          <ul aria-labelledby={`menu-${group.section}`}>
            {group.items.map((item) => (
              <li key={item.path}>
                <NavLink to={`/${item.path}`} end className="menu__link" onClick={onNavigate}>
                  {t(`features.${item.feature}`)}
                </NavLink>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </nav>
  );
}
