import i18next from 'i18next';
import { Environment, Network, RecordSource, Store } from 'relay-runtime';
import { createFetchFn } from '../platform/relay/createFetchFn.ts';

/**
 * The tablet's own Relay environment: every request carries the kiosk token (`x-kiosk-token`) and no user session,
 * so an administrator's session on the same device is neither used nor ended by the kiosk's answers.
 */
export function createKioskEnvironment(token: string): Environment {
  const fetchImpl: typeof fetch = (input, init) =>
    fetch(input, { ...init, headers: { ...(init?.headers as Record<string, string> | undefined), 'x-kiosk-token': token } });
  const network = Network.create(createFetchFn({
    getToken: () => null,
    onUnauthenticated: () => {},
    getLanguage: () => i18next.language,
    fetchImpl,
  }));
  return new Environment({ network, store: new Store(new RecordSource()) });
}
