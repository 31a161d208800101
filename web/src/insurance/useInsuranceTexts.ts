import i18next from 'i18next';
import { loadNamespaces } from '../platform/i18n/initI18n.ts';

let loading: Promise<void> | null = null;

/**
 * The `insurance` texts for a screen of another domain (the employee profile's Insurance tab): its route loads its
 * own namespaces only, so this suspends until these are there too — never a key on screen.
 */
export function useInsuranceTexts(): void {
  if (i18next.hasResourceBundle(i18next.language, 'insurance')) return;
  loading ??= loadNamespaces(['insurance']).finally(() => { loading = null; });
  throw loading;
}
