import { useEffect, useMemo, useRef, useState, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import circle from '@turf/circle';
import * as maplibre from 'react-map-gl/maplibre';
import * as mapbox from 'react-map-gl/mapbox';
import type { MapRef, MarkerInstance, StyleSpecification } from 'react-map-gl/maplibre';
import { offlineStyle } from './offlineBasemap.ts';
import type { LatLng, SiteMapProps } from './siteMapTypes.ts';

/** react-map-gl runs both renderers with one API; the mapbox entry is typed as the maplibre one it mirrors. */
const RENDERERS = { MAPLIBRE: maplibre, MAPBOX: mapbox as unknown as typeof maplibre };
const ARROWS: Record<string, [number, number]> = { ArrowUp: [0, -1], ArrowDown: [0, 1], ArrowLeft: [-1, 0], ArrowRight: [1, 0] };
/** The fence fills about half the map when it is shown or a place is picked; a 10 m fence stops at street level. */
const FENCE_PADDING = 70;
const MAX_ZOOM = 17;

/** The [west, south, east, north] box of the fence polygon. */
function boundsOf(fence: ReturnType<typeof circle>): [number, number, number, number] {
  const ring = fence.geometry.coordinates[0];
  const lngs = ring.map((c) => c[0]);
  const lats = ring.map((c) => c[1]);
  return [Math.min(...lngs), Math.min(...lats), Math.max(...lngs), Math.max(...lats)];
}
/** mapbox-gl's access token; maplibre's props have no such field, so it is spread only when set (Mapbox renderer). */
const tokenOf = (token: string | null | undefined): object => (token ? { mapboxAccessToken: token } : {});

/** The renderer and its stylesheet, each in its own chunk: only the one in use is downloaded. */
function loadMapLib(renderer: SiteMapProps['settings']['renderer']) {
  if (renderer === 'MAPBOX') return Promise.all([import('mapbox-gl'), import('mapbox-gl/dist/mapbox-gl.css')]).then(([lib]) => lib);
  return Promise.all([import('maplibre-gl'), import('maplibre-gl/dist/maplibre-gl.css')]).then(([lib]) => lib);
}

/** Sea only: shown at once, so the marker and the fence appear while the offline basemap (0.9 MB) arrives. */
const PLACEHOLDER: StyleSpecification = { version: 8, sources: {}, layers: [{ id: 'sea', type: 'background', paint: { 'background-color': '#aac9e0' } }] };

function useMapStyle(styleUrl: string | null | undefined): string | StyleSpecification {
  const [offline, setOffline] = useState<StyleSpecification | null>(null);
  const [failure, setFailure] = useState<Error | null>(null);
  useEffect(() => {
    if (styleUrl) return;
    let live = true;
    offlineStyle().then((style) => { if (live) setOffline(style); }, (error: Error) => { if (live) setFailure(error); });
    return () => { live = false; };
  }, [styleUrl]);
  if (failure) throw failure;
  return styleUrl ?? offline ?? PLACEHOLDER;
}

/**
 * The marker's own element is the control (maplibre makes a labelled marker a role=button): focusable unless read-only,
 * named in the user's language, and moved 10 px by each arrow key.
 */
function useMarkerKeyboard(marker: RefObject<MarkerInstance | null>, shown: boolean, readOnly: boolean, label: string,
  nudge: RefObject<(event: globalThis.KeyboardEvent) => void>) {
  useEffect(() => {
    const element = marker.current?.getElement();
    if (!element) return undefined;
    element.setAttribute('aria-label', label);
    element.dataset.testid = 'site-marker';
    if (readOnly) { element.removeAttribute('tabindex'); element.setAttribute('aria-disabled', 'true'); return undefined; }
    element.setAttribute('tabindex', '0');
    const onKey = (event: globalThis.KeyboardEvent) => nudge.current(event);
    element.addEventListener('keydown', onKey);
    return () => element.removeEventListener('keydown', onKey);
  }, [marker, shown, readOnly, label, nudge]);
}

/** The map itself: basemap, geofence circle (turf, 64 steps), draggable marker; arrow keys move the focused marker. */
export function SiteMapCanvas({ settings, position, radius, focus, readOnly, onMove }: SiteMapProps) {
  const { t } = useTranslation('sites');
  const gl = settings.renderer === 'MAPBOX' ? RENDERERS.MAPBOX : RENDERERS.MAPLIBRE;
  const mapLib = useMemo(() => loadMapLib(settings.renderer), [settings.renderer]);
  const style = useMapStyle(settings.styleUrl);
  const map = useRef<MapRef>(null);
  const markerRef = useRef<MarkerInstance>(null);
  // Set once the basemap and the fence are drawn (the first `idle` after the basemap): tests and screenshots wait on it.
  const [ready, setReady] = useState(false);
  const nudgeRef = useRef<(event: globalThis.KeyboardEvent) => void>(() => undefined);
  useMarkerKeyboard(markerRef, position !== null, readOnly, t('sites.map.marker'), nudgeRef);
  const fence = useMemo(() => (position ? circle([position.longitude, position.latitude], radius / 1000, { steps: 64, units: 'kilometers' }) : null), [position, radius]);

  // Fly to a picked place; otherwise follow the marker only when it leaves the view (typed coordinates).
  useEffect(() => { if (fence) map.current?.fitBounds(boundsOf(fence), { padding: FENCE_PADDING, maxZoom: MAX_ZOOM, duration: 600 }); }, [focus]); // eslint-disable-line react-hooks/exhaustive-deps
  // Typed coordinates or a wider radius: the view follows when the fence no longer fits in it (never during a drag).
  const dragging = useRef(false);
  useEffect(() => {
    const m = map.current;
    if (!fence || !m || dragging.current) return;
    const [west, south, east, north] = boundsOf(fence);
    const view = m.getBounds();
    if (!view.contains([west, south]) || !view.contains([east, north])) m.fitBounds([west, south, east, north], { padding: FENCE_PADDING, maxZoom: MAX_ZOOM });
  }, [fence]);

  const nudge = (event: globalThis.KeyboardEvent) => {
    const step = ARROWS[event.key];
    const m = map.current;
    if (!step || !m || !position || readOnly) return;
    event.preventDefault();
    const pixels = m.project([position.longitude, position.latitude]);
    const moved = m.unproject([pixels.x + step[0] * 10, pixels.y + step[1] * 10]);
    onMove({ latitude: moved.lat, longitude: moved.lng });
  };
  nudgeRef.current = nudge;
  const moveTo = (lngLat: { lng: number; lat: number }): void => onMove({ latitude: lngLat.lat, longitude: lngLat.lng } satisfies LatLng);

  return (
    <div className="site-map" data-testid="site-map" data-ready={ready || undefined}>
      <gl.Map ref={map} mapLib={mapLib as never} mapStyle={style} {...tokenOf(settings.accessToken)} attributionControl={false}
        initialViewState={fence ? { bounds: boundsOf(fence), fitBoundsOptions: { padding: FENCE_PADDING, maxZoom: MAX_ZOOM } } : { longitude: 0, latitude: 30, zoom: 1 }}
        style={{ width: '100%', height: '100%' }} cursor={readOnly ? 'grab' : 'crosshair'}
        onClick={readOnly ? undefined : (e) => moveTo(e.lngLat)} onLoad={(e) => e.target.getCanvas().setAttribute('aria-label', t('sites.map.label'))} onIdle={() => setReady(style !== PLACEHOLDER)}>
        <gl.NavigationControl showCompass={false} />
        <gl.AttributionControl compact customAttribution={settings.styleUrl ? undefined : 'Natural Earth'} />
        {fence && (
          <gl.Source id="geofence" type="geojson" data={fence}>
            <gl.Layer id="geofence-fill" type="fill" paint={{ 'fill-color': '#1565c0', 'fill-opacity': 0.22 }} />
            <gl.Layer id="geofence-line" type="line" paint={{ 'line-color': '#0d47a1', 'line-width': 2.5 }} />
          </gl.Source>
        )}
        {position && (
          <gl.Marker ref={markerRef} longitude={position.longitude} latitude={position.latitude} anchor="bottom" draggable={!readOnly}
            onDragStart={() => { dragging.current = true; }} onDrag={(e) => moveTo(e.lngLat)}
            onDragEnd={(e) => { dragging.current = false; moveTo(e.lngLat); }}>
            <svg viewBox="0 0 24 34" width="30" height="42" aria-hidden="true" className="site-marker">
              <path d="M12 0C5.4 0 0 5.3 0 11.9 0 20.8 12 34 12 34s12-13.2 12-22.1C24 5.3 18.6 0 12 0z" fill="#c62828" stroke="#fff" strokeWidth="1.5" />
              <circle cx="12" cy="12" r="4.5" fill="#fff" />
            </svg>
          </gl.Marker>
        )}
      </gl.Map>
      {!settings.styleUrl && <p className="site-map__note">{t('sites.map.offline')}</p>}
    </div>
  );
}
