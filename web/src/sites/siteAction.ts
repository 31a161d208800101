/**
 * The `company/sites/:action` parameter: `new`, `view-<id>` or `edit-<id>`, the id being the site's number (what the
 * API and the export call it), so a link reads `/company/sites/edit-12` and a reload or a shared link keeps it.
 */
export type SiteAction = { mode: 'new' } | { mode: 'view' | 'edit'; databaseId: number };

export function parseSiteAction(action: string | undefined): SiteAction | null {
  if (action === 'new') return { mode: 'new' };
  const match = /^(view|edit)-([1-9]\d{0,9})$/.exec(action ?? '');
  return match ? { mode: match[1] as 'view' | 'edit', databaseId: Number(match[2]) } : null;
}

export const sitePath = (action: SiteAction): string =>
  `/company/sites/${action.mode === 'new' ? 'new' : `${action.mode}-${action.databaseId}`}`;

/** The Relay global id of a site (`Site:<id>`, base64), for `node(id:)`. */
export const siteGlobalId = (databaseId: number): string => btoa(`Site:${databaseId}`);
