import { fetchQuery, graphql, type Environment } from 'relay-runtime';
import { redirect } from 'react-router';
import type { requireAccessQuery } from '../__generated__/requireAccessQuery.graphql.ts';
import { environmentHolder } from '../platform/relay/environmentHolder.ts';
import { GraphQLRequestError } from '../platform/errors/GraphQLRequestError.ts';
import type { ViewerAccess } from '../platform/routing/decideAccess.ts';
import i18next from 'i18next';
import { notificationStore } from '../platform/notifications/notificationStore.ts';
import { tokenStore } from './tokenStore.ts';
import { signOut } from './signOut.ts';
import { loginPath } from './loginPath.ts';

const query = graphql`
  query requireAccessQuery {
    viewer {
      roles
      permissions
      enabledModules
      homePath
      # Core §8: a failed employee-by-account fetch signs out; no employee record (null) is fine.
      employee @catch(to: RESULT) { id }
    }
  }
`;

/** The viewer loaded, but their employee record could not be (not a 404: that is a null employee). */
class EmployeeLoadError extends Error {}

const cache = new WeakMap<Environment, Promise<ViewerAccess | null>>();

/** Forgets the viewer's access, so the next navigation asks again (after a change to the modules or to one's roles). */
export function forgetAccess(): void {
  cache.delete(environmentHolder.get());
}

function targetOf(request: Request): string {
  const url = new URL(request.url);
  return `${url.pathname}${url.search}`;
}

/**
 * For route loaders: the signed-in user's access, or a redirect to the sign-in page (with the expired flag when
 * a session existed) that comes back to this page afterwards. One viewer request per environment.
 */
export async function requireAccess(request: Request): Promise<ViewerAccess> {
  const state = tokenStore.state();
  if (state !== 'valid') {
    // The stale token stays until the next sign-in: parallel loaders must all see "expired", not "none".
    throw redirect(loginPath(targetOf(request), state === 'expired'));
  }
  const environment = environmentHolder.get();
  let pending = cache.get(environment);
  if (!pending) {
    pending = fetchQuery<requireAccessQuery>(environment, query, {}).toPromise().then((data) => {
      const viewer = data?.viewer;
      if (viewer && !viewer.employee.ok) throw new EmployeeLoadError();
      return viewer ? { ...viewer, employeeId: viewer.employee.ok ? viewer.employee.value?.id ?? null : null } : null;
    });
    cache.set(environment, pending);
    pending.catch(() => cache.delete(environment));
  }
  let viewer: ViewerAccess | null;
  try {
    viewer = await pending;
  } catch (error) {
    if (error instanceof EmployeeLoadError) {
      signOut();
      notificationStore.notify('error', i18next.t('login.failed'));
      throw redirect(loginPath(targetOf(request), false));
    }
    if (error instanceof GraphQLRequestError && error.status === 401) viewer = null;
    else throw error;
  }
  if (!viewer) {
    tokenStore.clearAll();
    throw redirect(loginPath(targetOf(request), true));
  }
  return viewer;
}
