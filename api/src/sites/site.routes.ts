import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { FIELD_LIMITS as L } from '../../../domain/index.ts';
import { errorLanguageOf } from '../../../domain/error-codes.ts';
import type { AppContext } from '../platform/context.ts';
import { CountDto, IdParams, noContent } from '../platform/http.ts';
import { PageQueryNoIds, PageQueryProperties, pageOf, paging, parseIds, sendPage, sendRows } from '../platform/paging.ts';
import { accessScope } from '../platform/auth/access-scope.ts';
import { principalOf } from '../platform/auth/authorize.ts';
import { companyToday, scheduleHolders } from '../schedules/assignment.repository.ts';
import { HolderDto } from '../schedules/assignment.schemas.ts';
import { sendXlsx } from '../platform/xlsx.ts';
import { countSites, listSites, searchSiteRows } from './site.repository.ts';
import { searchAddresses } from './site-search.service.ts';
import { siteExport } from './site-export.ts';
import { createSite, DEFAULT_SITE_RADIUS, deleteSite, getSite, toSiteDto, updateSite } from './site.service.ts';

const Latitude = (description: string) => Type.Number({ minimum: L.latitude.min, maximum: L.latitude.max, description });
const Longitude = (description: string) => Type.Number({ minimum: L.longitude.min, maximum: L.longitude.max, description });

const SiteDto = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  address: Type.Union([Type.String(), Type.Null()]),
  y: Type.Number({ description: 'Latitude (the name the older clients use)' }),
  x: Type.Number({ description: 'Longitude (the name the older clients use)' }),
  latitude: Type.Number(),
  longitude: Type.Number(),
  radius: Type.Integer({ description: 'Geofencing radius in meters' }),
  timeZone: Type.String({ description: 'IANA time zone the site\'s clocks are read in' }),
  createdAt: Type.String({ format: 'date-time' }),
  updatedAt: Type.String({ format: 'date-time' }),
});
const Fields = {
  name: Type.String({ minLength: 1, maxLength: L.siteName, pattern: '\\S' }),
  address: Type.Optional(Type.Union([Type.String({ maxLength: L.siteAddress }), Type.Null()])),
  y: Type.Optional(Latitude('Latitude, degrees north; rounded to 6 decimals')),
  x: Type.Optional(Longitude('Longitude, degrees east; rounded to 6 decimals')),
  latitude: Type.Optional(Latitude('Same as y (send one of them)')),
  longitude: Type.Optional(Longitude('Same as x (send one of them)')),
  radius: Type.Optional(Type.Integer({ minimum: L.siteRadius.min, maximum: L.siteRadius.max, description: `Meters; ${DEFAULT_SITE_RADIUS} when not given` })),
  timeZone: Type.Optional(Type.Union([
    Type.String({ minLength: 1, maxLength: L.timezone, description: 'IANA time zone; derived from the position when not given or null' }), Type.Null(),
  ])),
};
const PlaceDto = Type.Object({
  name: Type.String(),
  displayName: Type.String(),
  latitude: Type.Number(),
  longitude: Type.Number(),
  source: Type.Union([Type.Literal('site'), Type.Literal('gazetteer'), Type.Literal('geocoder')]),
  countryCode: Type.Optional(Type.String({ description: 'ISO 3166-1 alpha-2' })),
});
const SEARCH_ALL = 100_000;
const idFilter = (ids: number[] | undefined) => (row: { id: number }) => !ids || ids.includes(row.id);
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export async function siteRoutes(root: FastifyInstance, ctx: AppContext): Promise<void> {
  const app = root.withTypeProvider<TypeBoxTypeProvider>();
  const tags = ['sites'];
  const read = { resource: 'SITES', action: 'READ', module: 'TIME_AND_ATTENDANCE' } as const;
  const write = { resource: 'SITES', action: 'WRITE', module: 'TIME_AND_ATTENDANCE' } as const;
  const sortable = { id: 'id', name: 'name', radius: 'radius', timeZone: 'timeZone', createdAt: 'createdAt' } as const;

  app.get('/sites', {
    config: { access: read },
    schema: {
      tags, summary: 'Sites, by name; `search` keeps those whose name or address contains it (case and accents aside)',
      querystring: Type.Object({ ...PageQueryProperties, search: Type.Optional(Type.String({ maxLength: L.search })) }, { additionalProperties: false }),
      response: { 200: pageOf(SiteDto), 204: Type.Null() },
    },
  }, async (request, reply) => {
    const { ids, search } = request.query;
    // A company has tens of sites: the search's matches are all kept, then sorted and paged like the plain list.
    const matches = search?.trim() ? await searchSiteRows(ctx.db, search, SEARCH_ALL) : null;
    const rows = (matches ? matches.filter(idFilter(parseIds(ids))) : await listSites(ctx.db, parseIds(ids))).map(toSiteDto);
    return sendRows(reply, rows, request.query, sortable, 'name');
  });

  app.get('/sites/count', { config: { access: read }, schema: { tags, response: { 200: CountDto } } },
    async () => ({ count: await countSites(ctx.db) }));

  app.get('/sites/search', {
    config: { access: read },
    schema: {
      tags, summary: 'Address search of the site screen: own sites, then places (geocoder or offline gazetteer); [] when nothing is found',
      querystring: Type.Object({ query: Type.String({ maxLength: L.siteSearchQuery.max, description: `At least ${L.siteSearchQuery.min} characters other than spaces` }) }, { additionalProperties: false }),
      response: { 200: Type.Array(PlaceDto) },
    },
  }, async (request) => searchAddresses(ctx.db, request.query.query, {
    language: errorLanguageOf(request.headers['accept-language']),
    geocoderUrl: ctx.config.geocoderUrl,
    geocoderTimeoutMs: ctx.config.geocoderTimeoutMs,
    warn: (detail, message) => request.log.warn(detail, message),
  }));

  app.post('/sites/export', {
    config: { access: read },
    schema: { tags, summary: 'Sites as an .xlsx workbook, by name', produces: [XLSX] },
  }, async (request, reply) => {
    const rows = (await listSites(ctx.db)).map(toSiteDto);
    const { fileName, sheet, columns } = siteExport(errorLanguageOf(request.headers['accept-language']), ctx.now().toISOString().slice(0, 10));
    return sendXlsx(reply, fileName, sheet, columns, rows);
  });

  app.get('/sites/:id', { config: { access: read }, schema: { tags, params: IdParams, response: { 200: SiteDto } } },
    async (request) => toSiteDto(await getSite(ctx.db, request.params.id)));

  app.get('/sites/:id/employees', {
    config: { access: read },
    schema: {
      tags, summary: 'Employees (in your scope) whose current or future week schedule works at the site (a day\'s or an exception\'s work location, or its remote-work site), by name',
      params: IdParams, querystring: PageQueryNoIds, response: { 200: pageOf(HolderDto), 204: Type.Null() },
    },
  }, async (request, reply) => {
    await getSite(ctx.db, request.params.id);
    const { size, offset } = paging(request.query);
    const scope = accessScope(principalOf(request), request.scope!);
    const today = await companyToday(ctx.db, ctx.now());
    const { rows, total } = await scheduleHolders(ctx.db, scope, { siteId: request.params.id }, today, size, offset);
    return sendPage(reply, rows, total, request.query);
  });

  app.post('/sites', {
    config: { access: write },
    schema: {
      tags, summary: 'Creates a site (also at /sites/); the position as y/x or latitude/longitude',
      body: Type.Object(Fields, { additionalProperties: false }), response: { 201: SiteDto },
    },
  }, async (request, reply) => {
    const site = await ctx.db.transaction().execute((trx) => createSite(trx, request.body, ctx.now()));
    return reply.status(201).send(site);
  });

  app.put('/sites/:id', {
    config: { access: write },
    schema: {
      tags, summary: 'Changes the fields given; a site that moves takes its new position\'s time zone unless one is given',
      params: IdParams, body: Type.Object({ ...Fields, name: Type.Optional(Fields.name) }, { additionalProperties: false }), response: { 204: Type.Null() },
    },
  }, async (request, reply) => {
    await ctx.db.transaction().execute((trx) => updateSite(trx, request.params.id, request.body, ctx.now()));
    return noContent(reply);
  });

  app.delete('/sites/:id', {
    config: { access: write },
    schema: { tags, summary: 'Deletes a site no week schedule uses (409 SITE_IN_USE otherwise)', params: IdParams, response: { 204: Type.Null() } },
  }, async (request, reply) => {
    await ctx.db.transaction().execute((trx) => deleteSite(trx, request.params.id));
    return noContent(reply);
  });
}
