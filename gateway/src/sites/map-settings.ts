/** The map of the sites screens, as the server's environment configures it (README "Maps and address search"). */
export interface MapSettingsDto {
  renderer: 'MAPLIBRE' | 'MAPBOX';
  styleUrl: string | null;
  accessToken: string | null;
}

/** Mapbox's own style when a token is given and no style is named: the one a Mapbox account renders everywhere. */
export const MAPBOX_DEFAULT_STYLE = 'mapbox://styles/mapbox/streets-v12';

/**
 * MAPBOX_ACCESS_TOKEN → mapbox-gl (mapbox-gl ≥ 2 renders nothing without one); otherwise maplibre-gl, with
 * MAP_STYLE_URL when set, else the low-zoom basemap Pontual serves itself (styleUrl null), which needs no network.
 * Read per request from the environment, so a restart with new settings is all a change takes.
 */
export function mapSettings(env: NodeJS.ProcessEnv = process.env): MapSettingsDto {
  const token = env.MAPBOX_ACCESS_TOKEN?.trim() || null;
  const style = env.MAP_STYLE_URL?.trim() || null;
  if (token) return { renderer: 'MAPBOX', styleUrl: style ?? MAPBOX_DEFAULT_STYLE, accessToken: token };
  return { renderer: 'MAPLIBRE', styleUrl: style, accessToken: null };
}
