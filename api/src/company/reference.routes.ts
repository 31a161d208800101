import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { COUNTRY_CODES, LANGUAGES, countryName } from '../../../domain/index.ts';
import { IdParams, noContent } from '../platform/http.ts';
import type { AppContext } from '../platform/context.ts';
import { PageQuery, PageQueryNoIds, pageOf, sendRows } from '../platform/paging.ts';
import { listThemes } from './company.repository.ts';
import { enableTheme } from './company.service.ts';
import { isTimeZone, TIME_ZONES } from './time-zones.ts';

const Country = Type.Object({ code: Type.String(), name: Type.String() });
const TimeZone = Type.Object({ id: Type.String(), offset: Type.String() });
const Theme = Type.Object({ id: Type.Integer(), name: Type.String(), primaryColor: Type.String(), enabled: Type.Boolean() });


/** The caller's language among en, pt, fr, from Accept-Language. */
function language(request: FastifyRequest): string {
  const wanted = (request.headers['accept-language'] ?? 'en').slice(0, 2).toLowerCase();
  return (LANGUAGES as readonly string[]).includes(wanted) ? wanted : 'en';
}

function utcOffset(zone: string, at: Date): string {
  const part = new Intl.DateTimeFormat('en', { timeZone: zone, timeZoneName: 'longOffset' })
    .formatToParts(at).find((p) => p.type === 'timeZoneName')?.value ?? 'GMT';
  return part === 'GMT' ? '+00:00' : part.replace('GMT', '');
}

export async function referenceRoutes(root: FastifyInstance, ctx: AppContext): Promise<void> {
  const app = root.withTypeProvider<TypeBoxTypeProvider>();
  const tags = ['reference'];
  const signedIn = { authenticated: true } as const;

  app.get('/countries', {
    config: { access: signedIn },
    schema: { tags, summary: 'ISO 3166 countries, named in the Accept-Language (en, pt, fr)', querystring: PageQueryNoIds, response: { 200: pageOf(Country), 204: Type.Null() } },
  }, async (request, reply) => {
    const lang = language(request);
    const all = COUNTRY_CODES.map((code) => ({ code, name: countryName(code, lang) }));
    return sendRows(reply, all, request.query, { code: 'code', name: 'name' }, 'name');
  });

  app.get('/timezones', {
    config: { access: signedIn },
    schema: { tags, summary: 'IANA time zones with their current UTC offset', querystring: PageQueryNoIds, response: { 200: pageOf(TimeZone), 204: Type.Null() } },
  }, async (request, reply) => {
    const now = ctx.now();
    const all = TIME_ZONES.map((id) => ({ id, offset: utcOffset(id, now) }));
    return sendRows(reply, all, request.query, { id: 'id', offset: 'offset' }, 'id');
  });

  app.get('/themes', {
    config: { access: signedIn },
    schema: { tags, querystring: PageQuery, response: { 200: pageOf(Theme), 204: Type.Null() } },
  }, async (request, reply) => {
    const rows = await listThemes(ctx.db);
    return sendRows(reply, rows, request.query, { id: 'id', name: 'name' }, 'id');
  });

  app.post('/themes/:id/enable', {
    config: { access: { resource: 'COMPANY', action: 'WRITE' } },
    schema: { tags, summary: 'Makes theme {id} the company theme', params: IdParams, response: { 204: Type.Null() } },
  }, async (request, reply) => {
    await ctx.db.transaction().execute((trx) => enableTheme(trx, request.params.id));
    return noContent(reply);
  });
}
