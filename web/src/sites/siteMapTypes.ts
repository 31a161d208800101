export interface LatLng { latitude: number; longitude: number }

export interface MapSettingsValue {
  renderer: 'MAPLIBRE' | 'MAPBOX' | '%future added value';
  styleUrl: string | null | undefined;
  accessToken: string | null | undefined;
}

export interface SiteMapProps {
  settings: MapSettingsValue;
  /** the marker; null while the position is not set (or not valid), then a click on the map sets it */
  position: LatLng | null;
  /** the geofence, in meters */
  radius: number;
  /** changes each time the map should fly to `position` (a place picked in the search) */
  focus: number;
  readOnly: boolean;
  onMove: (position: LatLng) => void;
}
