import { useEffect, useState, useTransition } from 'react';

const SEARCH_DELAY_MS = 250;

/**
 * A search box over a refetchable fragment taking `$search`: what is typed, and the fragment refetched a quarter of a
 * second after the typing stops (blank asks for everything), in a transition so the list on screen stays until the
 * answer comes. `searching` is true meanwhile.
 */
export function useSearchRefetch(
  refetch: (variables: { search: string | null }, options: { fetchPolicy: 'store-or-network' }) => unknown,
): { search: string; setSearch: (value: string) => void; searching: boolean } {
  const [search, setSearch] = useState('');
  const [searching, startSearch] = useTransition();
  useEffect(() => {
    const timer = setTimeout(() => startSearch(() => { refetch({ search: search.trim() || null }, { fetchPolicy: 'store-or-network' }); }), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [search, refetch]);
  return { search, setSearch, searching };
}
