import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { principalOf } from '../platform/auth/authorize.ts';
import type { AppContext } from '../platform/context.ts';
import { notFound } from '../platform/errors.ts';
import { IdParams, noContent } from '../platform/http.ts';
import { Id } from '../platform/input-types.ts';
import { PageQueryProperties, pageOf, parseIds, sendRows } from '../platform/paging.ts';
import { listBanners, listTextOverrides, findTextOverride, upsertTextOverride } from './support.repository.ts';
import {
  BannerDto, BannerInput, BannerUpdate, SupportSettingsDto, TextOverrideDto, TextOverrideInput, TextOverrideUpdate, WeblangDto, LanguageSchema,
} from './support.schemas.ts';
import {
  changeBanner, changeTextOverride, companyId, createBanner, getBanner, isAdministrator, removeBanner, removeTextOverride, toBannerDto, weblang,
} from './support.service.ts';

const toOverrideDto = (row: { id: number; language: string; key: string; value: string; updated_at: Date }) =>
  ({ id: row.id, language: row.language as 'en' | 'pt' | 'fr', key: row.key, value: row.value, updatedAt: new Date(row.updated_at).toISOString() });

/**
 * The support service's contract (core §1, §7), served by the product itself: `GET /weblang` and `/weblang/{tenant}`
 * answer the current banners the caller may see and the text overrides (`langKeys`) for en, pt and fr. Every call of
 * §7 carries a bearer token, and administrator-only banners need the caller anyway, so weblang is for signed-in
 * accounts. Company administrators (COMPANY_WRITE) write banners and overrides; COMPANY_READ lists them.
 */
export async function supportRoutes(root: FastifyInstance, ctx: AppContext): Promise<void> {
  const app = root.withTypeProvider<TypeBoxTypeProvider>();
  const tags = ['support'];
  const signedIn = { authenticated: true } as const;
  const read = { resource: 'COMPANY', action: 'READ', scopes: ['COMPANY'] } as const;
  const write = { resource: 'COMPANY', action: 'WRITE', scopes: ['COMPANY'] } as const;
  const administrator = (request: Parameters<typeof principalOf>[0]) => isAdministrator(principalOf(request).roles);

  app.get('/weblang', {
    config: { access: signedIn },
    schema: { tags, summary: 'Banners and texts for every tenant: in this one-company database, the company\'s own', response: { 200: WeblangDto } },
  }, async (request) => weblang(ctx.db, { administrator: administrator(request), now: ctx.now() }));

  app.get('/weblang/:tenant', {
    config: { access: signedIn },
    schema: {
      tags, summary: 'Banners and texts of tenant {tenant} (the company id; 404 for another): current banners the caller may see, and langKeys for en, pt, fr',
      params: Type.Object({ tenant: Id }, { additionalProperties: false }), response: { 200: WeblangDto },
    },
  }, async (request) => weblang(ctx.db, { tenant: request.params.tenant, administrator: administrator(request), now: ctx.now() }));

  app.get('/support/settings', {
    config: { access: signedIn },
    schema: { tags, summary: 'The tenant and, when SUPPORT_URL is set, the external support service the web app reads weblang from', response: { 200: SupportSettingsDto } },
  }, async () => ({ tenant: String(await companyId(ctx.db)), supportUrl: ctx.config.supportUrl ?? null }));

  app.get('/banners', {
    config: { access: read },
    schema: { tags, summary: 'Every banner, past and future included (administrator-only ones for administrators only)', querystring: Type.Object(PageQueryProperties, { additionalProperties: false }), response: { 200: pageOf(BannerDto), 204: Type.Null() } },
  }, async (request, reply) => {
    const rows = await listBanners(ctx.db, { administrator: administrator(request), ids: parseIds(request.query.ids) });
    return sendRows(reply, rows.map(toBannerDto), request.query, { id: 'id', startsAt: 'startsAt', endsAt: 'endsAt' }, 'startsAt');
  });

  app.get('/banners/:id', { config: { access: read }, schema: { tags, params: IdParams, response: { 200: BannerDto } } },
    async (request) => toBannerDto(await getBanner(ctx.db, request.params.id, administrator(request))));

  app.post('/banners', {
    config: { access: write },
    schema: { tags, summary: 'Publishes a banner for a period (201 with it)', body: BannerInput, response: { 201: BannerDto } },
  }, async (request, reply) => reply.status(201).send(await ctx.db.transaction().execute((trx) => createBanner(trx, request.body, ctx.now()))));

  app.put('/banners/:id', {
    config: { access: write },
    schema: { tags, summary: 'Changes a banner: the fields sent (texts replace all three languages)', params: IdParams, body: BannerUpdate, response: { 204: Type.Null() } },
  }, async (request, reply) => {
    await ctx.db.transaction().execute((trx) => changeBanner(trx, request.params.id, request.body, administrator(request), ctx.now()));
    return noContent(reply);
  });

  app.delete('/banners/:id', { config: { access: write }, schema: { tags, params: IdParams, response: { 204: Type.Null() } } },
    async (request, reply) => {
      await ctx.db.transaction().execute((trx) => removeBanner(trx, request.params.id, administrator(request)));
      return noContent(reply);
    });

  app.get('/text-overrides', {
    config: { access: read },
    schema: {
      tags, summary: 'The texts that replace the web app\'s bundled ones, by language and key',
      querystring: Type.Object({ ...PageQueryProperties, language: Type.Optional(LanguageSchema) }, { additionalProperties: false }),
      response: { 200: pageOf(TextOverrideDto), 204: Type.Null() },
    },
  }, async (request, reply) => {
    const rows = await listTextOverrides(ctx.db, { language: request.query.language, ids: parseIds(request.query.ids) });
    return sendRows(reply, rows.map(toOverrideDto), request.query, { id: 'id', key: 'key', language: 'language' }, 'key');
  });

  app.get('/text-overrides/:id', { config: { access: read }, schema: { tags, params: IdParams, response: { 200: TextOverrideDto } } },
    async (request) => {
      const row = await findTextOverride(ctx.db, request.params.id);
      if (!row) throw notFound('Text override');
      return toOverrideDto(row);
    });

  app.post('/text-overrides', {
    config: { access: write },
    schema: { tags, summary: 'Sets the text of (language, key): created, or replaced when that pair has one (201 with it)', body: TextOverrideInput, response: { 201: TextOverrideDto } },
  }, async (request, reply) => {
    const row = await ctx.db.transaction().execute((trx) => upsertTextOverride(trx, request.body, ctx.now()));
    return reply.status(201).send(toOverrideDto(row));
  });

  app.put('/text-overrides/:id', {
    config: { access: write },
    schema: { tags, summary: 'Changes the text of an override', params: IdParams, body: TextOverrideUpdate, response: { 204: Type.Null() } },
  }, async (request, reply) => {
    await ctx.db.transaction().execute((trx) => changeTextOverride(trx, request.params.id, request.body.value, ctx.now()));
    return noContent(reply);
  });

  app.delete('/text-overrides/:id', { config: { access: write }, schema: { tags, params: IdParams, response: { 204: Type.Null() } } },
    async (request, reply) => {
      await ctx.db.transaction().execute((trx) => removeTextOverride(trx, request.params.id));
      return noContent(reply);
    });
}
