import type { AccessRule } from './decideAccess.ts';
import type { RouteScreen } from './RouteScreen.ts';

export type MenuSection = 'company' | 'department' | 'my' | 'reports' | 'account' | 'none';

/** One signed-in route, registered in `web/src/routes.ts`. */
export interface AppRoute {
  /** Relative to the signed-in layout (`/`). */
  path: string;
  /** i18n key under `features.` naming the screen. */
  feature: string;
  section: MenuSection;
  rule: AccessRule;
  /** The screen's own chunk, imported when the route is first visited. */
  screen: () => Promise<RouteScreen>;
  /** i18next namespaces (domain folders) the screen reads, loaded with its chunk. */
  ns?: readonly string[];
}
