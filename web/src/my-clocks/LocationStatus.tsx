import { useTranslation } from 'react-i18next';
import type { GeoState } from './useGeolocation.ts';

/** The position the next clock will carry: its accuracy, the search, or why there is none (core §8). */
export function LocationStatus({ state }: { state: GeoState }) {
  const { t } = useTranslation('my-clocks');
  const text = state.status === 'found'
    ? (state.position.accuracy === null ? t('myClocks.location.foundNoAccuracy') : t('myClocks.location.found', { accuracy: state.position.accuracy }))
    : state.status === 'failed' ? t(`myClocks.location.${state.failure}`) : t(`myClocks.location.${state.status}`);
  return (
    <p className={`location-status location-status--${state.status}`} data-testid="location-status">
      <svg aria-hidden="true" viewBox="0 0 24 24" width="18" height="18"><path fill="currentColor" d="M12 2a7 7 0 0 0-7 7c0 5.25 7 13 7 13s7-7.75 7-13a7 7 0 0 0-7-7Zm0 9.5A2.5 2.5 0 1 1 12 6.5a2.5 2.5 0 0 1 0 5Z" /></svg>
      <span>{text}</span>
    </p>
  );
}
