import { useSyncExternalStore, type ReactNode } from 'react';
import { RelayEnvironmentProvider } from 'react-relay';
import { environmentHolder } from './environmentHolder.ts';

/** Provides the current environment and follows its replacement on sign-in and sign-out. */
export function AppRelayProvider({ children }: { children: ReactNode }) {
  const environment = useSyncExternalStore(environmentHolder.subscribe, environmentHolder.get);
  return <RelayEnvironmentProvider environment={environment}>{children}</RelayEnvironmentProvider>;
}
