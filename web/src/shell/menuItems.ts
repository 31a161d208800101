import type { AppRoute, MenuSection } from '../platform/routing/AppRoute.ts';
import { APP_ROUTES } from '../routes.ts';
import { decideAccess, type ViewerAccess } from '../platform/routing/decideAccess.ts';

export interface MenuGroup {
  section: Exclude<MenuSection, 'none' | 'account'>;
  items: readonly AppRoute[];
}

const SECTIONS: ReadonlyArray<MenuGroup['section']> = ['my', 'department', 'company', 'reports'];

/** The menu by role, modules and permissions: only routes the user may open, grouped by section. */
export function menuItems(access: ViewerAccess): MenuGroup[] {
  return SECTIONS.map((section) => ({
    section,
    items: APP_ROUTES.filter((r) => r.section === section && decideAccess(access, r.rule) === 'allow'),
  })).filter((g) => g.items.length > 0);
}
