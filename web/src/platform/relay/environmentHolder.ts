import i18next from 'i18next';
import { Environment, Network, RecordSource, Store } from 'relay-runtime';
import { accessToken } from '../auth/accessToken.ts';
import { createFetchFn } from './createFetchFn.ts';
import { createSubscribeFn } from './createSubscribeFn.ts';

type Listener = () => void;

let unauthenticatedHandler: () => void = () => {};
const listeners = new Set<Listener>();

function createEnvironment(): Environment {
  const network = Network.create(createFetchFn({
    getToken: () => accessToken.get(),
    onUnauthenticated: () => unauthenticatedHandler(),
    getLanguage: () => i18next.language,
  }), createSubscribeFn({ getToken: () => accessToken.get(), getLanguage: () => i18next.language }));
  return new Environment({ network, store: new Store(new RecordSource(), { gcReleaseBufferSize: 10 }) });
}

let current = createEnvironment();

/**
 * The one Relay environment of the app. Route loaders (outside React) and components share it; signing in
 * or out replaces it, so nothing of the previous user stays in the store.
 */
export const environmentHolder = {
  get: (): Environment => current,
  reset(): void {
    current = createEnvironment();
    listeners.forEach((l) => l());
  },
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  onUnauthenticated(handler: () => void): void {
    unauthenticatedHandler = handler;
  },
  /** Tests give their own (mock) environment. */
  replace(environment: Environment): void {
    current = environment;
    listeners.forEach((l) => l());
  },
};
