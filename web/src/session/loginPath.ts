/** `/pages/login?expired=…&redirect=…` for a page that needs a session (core §2). */
export function loginPath(target: string, expired: boolean): string {
  const params = new URLSearchParams();
  if (expired) params.set('expired', 'true');
  if (target && target !== '/' && !target.startsWith('/pages/login')) params.set('redirect', target);
  const query = params.toString();
  return query ? `/pages/login?${query}` : '/pages/login';
}

/** Only a path of this app: never another origin (no open redirect through the login page). */
export function safeRedirect(value: string | null): string | null {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  return value;
}
