import { useEffect, useState } from 'react';
import { fetchQuery, graphql, useRelayEnvironment } from 'react-relay';
import { useTranslation } from 'react-i18next';
import type { useEmployeeSearchQuery } from '../__generated__/useEmployeeSearchQuery.graphql.ts';
import type { ComboboxOption } from '../platform/forms/SearchCombobox.tsx';

const query = graphql`
  query useEmployeeSearchQuery($search: String!, $first: Int!) {
    employees(first: $first, filter: { search: $search, enabled: true }, orderBy: [{ field: NAME, direction: ASC }]) {
      edges { node { id name jobTitle department { name } } }
    }
  }
`;

/** How long typing must pause before the search goes out, and how many people one search lists. */
export const SEARCH_DELAY_MS = 250;
export const SEARCH_LIMIT = 20;

const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/** Names starting with the text first, then names with a word starting with it, then the rest ("Lé": Léa, then Camille). */
function rank(name: string, text: string): number {
  const [n, t] = [fold(name), fold(text)];
  if (n.startsWith(t)) return 0;
  return n.split(/[\s'-]+/).some((word) => word.startsWith(t)) ? 1 : 2;
}

/**
 * Enabled employees whose name (or e-mail, or number) contains the text, found through Relay once typing pauses;
 * at most 20: names that start with the text first, then in the reader's alphabetical order ("Léa" beside "Lea"). An
 * earlier search still on its way is dropped.
 */
export function useEmployeeSearch(text: string): { results: ComboboxOption[] | null; loading: boolean } {
  const environment = useRelayEnvironment();
  const { i18n } = useTranslation();
  const [state, setState] = useState<{ results: ComboboxOption[] | null; loading: boolean }>({ results: null, loading: false });
  const search = text.trim();
  useEffect(() => {
    if (!search) {
      setState({ results: null, loading: false });
      return undefined;
    }
    setState((s) => ({ ...s, loading: true }));
    let unsubscribe: (() => void) | null = null;
    const timer = setTimeout(() => {
      const collator = new Intl.Collator(i18n.language, { sensitivity: 'base', numeric: true });
      const subscription = fetchQuery<useEmployeeSearchQuery>(environment, query, { search, first: SEARCH_LIMIT }, { fetchPolicy: 'store-or-network' })
        .subscribe({
          next: (data) => {
            const results = (data.employees?.edges ?? []).map(({ node }) => ({
              id: node.id, label: node.name, detail: [node.jobTitle, node.department?.name].filter(Boolean).join(' · ') || null,
            })).sort((a, b) => rank(a.label, search) - rank(b.label, search) || collator.compare(a.label, b.label));
            setState({ results, loading: false });
          },
          error: () => setState({ results: [], loading: false }),
        });
      unsubscribe = () => subscription.unsubscribe();
    }, SEARCH_DELAY_MS);
    return () => { clearTimeout(timer); unsubscribe?.(); };
  }, [environment, search, i18n.language]);
  return state;
}
