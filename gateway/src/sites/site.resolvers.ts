import { LatitudeResolver, LongitudeResolver } from 'graphql-scalars';
import { downloadOf } from '../files/file.resolvers.ts';
import type { PlaceSource, Resolvers, SiteSortField } from '../generated/resolvers-types.ts';
import { prime } from '../platform/loaders.ts';
import { mutate, renameFields } from '../platform/mutation.ts';
import { fetchConnection, idOf, toGlobalId } from '../platform/relay.ts';
import { sortParam } from '../platform/sorting.ts';
import { mapSettings } from './map-settings.ts';

const SORT: Record<SiteSortField, string> = { ID: 'id', NAME: 'name', RADIUS: 'radius', TIME_ZONE: 'timeZone', CREATED_AT: 'createdAt' };
const SOURCE: Record<string, PlaceSource> = { site: 'SITE', gazetteer: 'GAZETTEER', geocoder: 'GEOCODER' };
/** The API names the position `y`/`x` in some refusals; the inputs call them latitude/longitude. */
const inputFields = renameFields({ y: ['latitude'], x: ['longitude'] });

interface SiteFields {
  name?: string | null; address?: string | null; latitude?: unknown; longitude?: unknown; radius?: number | null; timeZone?: string | null;
}

/**
 * The API's body: only the fields the input carries (an absent one stays as it is; `timeZone: null` asks for the
 * position's zone again). Latitude and Longitude arrive as numbers, checked by their scalars.
 */
function siteBody(input: SiteFields) {
  const number = (value: unknown) => (value === undefined || value === null ? undefined : Number(value));
  const body = {
    name: input.name ?? undefined, address: input.address, latitude: number(input.latitude), longitude: number(input.longitude),
    radius: input.radius ?? undefined, timeZone: input.timeZone,
  };
  return Object.fromEntries(Object.entries(body).filter(([, value]) => value !== undefined)) as typeof body;
}

export const siteResolvers: Resolvers = {
  Latitude: LatitudeResolver,
  Longitude: LongitudeResolver,
  Query: {
    sites: (_, { first, after, orderBy, query }, { rest, loaders }) =>
      fetchConnection(rest, '/sites', { first, after }, { search: query ?? undefined, sort: sortParam(orderBy, SORT) }, loaders.siteById),
    site: (_, { id }, { loaders }) => loaders.siteById.load(idOf(id, 'Site')),
    siteCount: async (_, __, { rest }) => (await rest.getOne('/sites/count'))?.count ?? 0,
    searchLocations: async (_, { query }, { rest }) => (await rest.getOne('/sites/search', { query })) ?? [],
    mapSettings: () => mapSettings(),
  },
  Site: {
    id: (s) => toGlobalId('Site', s.id),
    databaseId: (s) => s.id,
    latitude: (s) => s.y,
    longitude: (s) => s.x,
  },
  Place: {
    source: (p) => SOURCE[p.source],
    countryCode: (p) => p.countryCode ?? null,
  },
  Mutation: {
    createSite: (_, { input }, { rest, loaders }) => mutate(async () => {
      const site = await rest.send('POST', '/sites', { ...siteBody(input), name: input.name });
      prime(loaders.siteById, [site]);
      return { site };
    }, { fields: inputFields }),
    updateSite: (_, { input: { id: globalId, ...fields } }, { rest, loaders }) => mutate(async () => {
      const id = idOf(globalId, 'Site');
      await rest.send('PUT', `/sites/${id}`, siteBody(fields));
      return { site: await loaders.siteById.load(id) };
    }, { fields: inputFields }),
    deleteSite: (_, { input }, { rest }) => mutate(async () => {
      await rest.send('DELETE', `/sites/${idOf(input.id, 'Site')}`);
      return { deletedSiteId: input.id };
    }),
    exportSites: (_, __, { rest }) => mutate(async () => ({ file: downloadOf(await rest.download('POST', '/sites/export'), 'sites.xlsx') })),
  },
};
