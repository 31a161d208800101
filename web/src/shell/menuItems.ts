import type { AppRoute, MenuSection } from '../platform/routing/AppRoute.ts';
import { APP_ROUTES } from '../routes.ts';
import { decideAccess, type ViewerAccess } from '../platform/routing/decideAccess.ts';

export interface MenuGroup {
  section: Exclude<MenuSection, 'none' | 'account'>;
  items: readonly AppRoute[];
}

const SECTIONS: ReadonlyArray<MenuGroup['section']> = ['my', 'department', 'company', 'reports'];

/**
 * A company screen that a viewer opens only through a department authority (the wall-board for a manager: `DEP_CLOCKS_READ`)
 * shows their departments, so the menu lists it there.
 */
function sectionFor(route: AppRoute, access: ViewerAccess): MenuSection {
  const authorities = route.rule.anyAuthority;
  if (route.section !== 'company' || !authorities?.some((a) => a.startsWith('DEP_'))) return route.section;
  return authorities.some((a) => !a.startsWith('DEP_') && access.permissions.includes(a)) ? 'company' : 'department';
}

/** The menu by role, modules and permissions: only routes the user may open, grouped by section. */
export function menuItems(access: ViewerAccess): MenuGroup[] {
  const allowed = APP_ROUTES.filter((r) => decideAccess(access, r.rule) === 'allow');
  return SECTIONS.map((section) => ({
    section,
    // moved items after the section's own (a manager's department dashboard stays first)
    items: [...allowed.filter((r) => r.section === section && sectionFor(r, access) === section),
      ...allowed.filter((r) => r.section !== section && sectionFor(r, access) === section)],
  })).filter((g) => g.items.length > 0);
}
