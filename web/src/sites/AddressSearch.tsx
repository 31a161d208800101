import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fetchQuery, graphql, useRelayEnvironment } from 'react-relay';
import type { AddressSearchQuery, AddressSearchQuery$data } from '../__generated__/AddressSearchQuery.graphql.ts';
import { canSearchAddress } from '../../../domain/site.rules.ts';
import type { LatLng } from './siteMapTypes.ts';

// Asked as the user types, not preloaded: it is a lookup, not the screen's data.
const query = graphql`
  query AddressSearchQuery($query: String!) {
    searchLocations(query: $query) { name displayName latitude longitude source }
  }
`;

type Place = NonNullable<AddressSearchQuery$data['searchLocations']>[number];
type State = { status: 'idle' | 'short' | 'searching' | 'failed' } | { status: 'done'; places: readonly Place[] };

/** Type 3 characters or more: the company's sites, then towns (offline) or addresses (a geocoder); pick one to move there. */
export function AddressSearch({ onPick }: { onPick: (place: LatLng & { name: string }) => void }) {
  const { t } = useTranslation('sites');
  const environment = useRelayEnvironment();
  const id = useId();
  const [text, setText] = useState('');
  const [state, setState] = useState<State>({ status: 'idle' });
  const search = (value: string) => {
    if (!canSearchAddress(value)) return setState({ status: value.trim() ? 'short' : 'idle' });
    setState({ status: 'searching' });
    fetchQuery<AddressSearchQuery>(environment, query, { query: value.trim() }, { fetchPolicy: 'store-or-network' }).toPromise()
      .then((data) => setState((s) => (s.status === 'searching' ? { status: 'done', places: data?.searchLocations ?? [] } : s)))
      .catch(() => setState({ status: 'failed' }));
  };
  useEffect(() => {
    const timer = setTimeout(() => search(text), 350);
    return () => clearTimeout(timer);
  }, [text]); // eslint-disable-line react-hooks/exhaustive-deps
  const pick = (place: Place) => {
    onPick({ name: place.name, latitude: place.latitude, longitude: place.longitude });
    setState({ status: 'idle' });
    setText('');
  };
  return (
    <div className="address-search" role="search">
      <label htmlFor={`${id}-input`}>{t('sites.find.label')}</label>
      <div className="address-search__row">
        <input id={`${id}-input`} type="search" value={text} autoComplete="off" aria-describedby={`${id}-hint`}
          onChange={(e) => setText(e.target.value)} onKeyDown={(e) => { if (e.key === 'Enter') { e.preventDefault(); search(text); } }} />
        <button type="button" className="button" onClick={() => search(text)}>{t('sites.find.button')}</button>
      </div>
      <p className="field__hint" id={`${id}-hint`}>{t('sites.find.hint')}</p>
      <div aria-live="polite">
        {state.status === 'searching' && <p className="count">{t('sites.find.searching')}</p>}
        {state.status === 'short' && <p className="count">{t('sites.find.tooShort')}</p>}
        {state.status === 'failed' && <p className="field__error">{t('errors.unexpected')}</p>}
        {state.status === 'done' && state.places.length === 0 && <p className="address-search__none">{t('sites.find.none')}</p>}
      </div>
      {state.status === 'done' && state.places.length > 0 && (
        <ul className="address-search__results" aria-label={t('sites.find.results')}>
          {state.places.map((place) => (
            <li key={`${place.source}-${place.displayName}-${String(place.latitude)}`}>
              <button type="button" className="address-search__place" onClick={() => pick(place)}>
                <span>{place.displayName}</span>
                <span className="pill">{t(`sites.find.source.${place.source}`)}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
