import i18next from 'i18next';
import { loadNamespaces } from '../platform/i18n/initI18n.ts';

let loading: Promise<void> | null = null;

/**
 * The `clocks` texts for a screen of another domain that shows clocks (the employee profile's tab): its route loads
 * its own namespaces only, so this suspends until these are there too — never a key on screen.
 */
export function useClocksTexts(): void {
  if (i18next.hasResourceBundle(i18next.language, 'clocks')) return;
  loading ??= loadNamespaces(['clocks']).finally(() => { loading = null; });
  throw loading;
}
