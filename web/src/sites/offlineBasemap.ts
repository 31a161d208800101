import type { StyleSpecification } from 'maplibre-gl';
import { feature, mesh } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
// Natural Earth 1:10m countries and land (world-atlas, public domain): 3.6 MB, 0.9 MB gzipped, a hashed asset
// served by Pontual itself, so the map works with no account and no internet.
import basemapUrl from 'world-atlas/countries-10m.json?url';

export const BASEMAP_URL = basemapUrl;

type World = Topology<{ countries: GeometryCollection; land: GeometryCollection }>;

/**
 * The offline style: sea, land, country borders, nothing else (no labels, so no glyph server). At street zooms it
 * shows the coast and borders around the site, enough to see where the fence stands.
 */
export async function offlineStyle(): Promise<StyleSpecification> {
  const response = await fetch(basemapUrl);
  if (!response.ok) throw new Error(`basemap: ${response.status}`);
  const world = (await response.json()) as World;
  return {
    version: 8,
    sources: {
      land: { type: 'geojson', data: feature(world, world.objects.land) },
      borders: { type: 'geojson', data: mesh(world, world.objects.countries, (a, b) => a !== b) },
    },
    layers: [
      { id: 'sea', type: 'background', paint: { 'background-color': '#aac9e0' } },
      { id: 'land', type: 'fill', source: 'land', paint: { 'fill-color': '#f1ede4' } },
      { id: 'coast', type: 'line', source: 'land', paint: { 'line-color': '#7d9bb3', 'line-width': 1 } },
      { id: 'borders', type: 'line', source: 'borders', paint: { 'line-color': '#8c7f6e', 'line-width': 1.2, 'line-dasharray': [3, 2] } },
    ],
  };
}
