import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { IMAGE_MIME_TYPES } from '../../../domain/index.ts';
import { principalOf } from '../platform/auth/authorize.ts';
import { noContent, sendFile } from '../platform/http.ts';
import type { AppContext } from '../platform/context.ts';
import { notFound } from '../platform/errors.ts';
import { storage } from '../platform/storage.ts';
import { multipartBody, readImageUpload } from '../platform/uploads.ts';
import { CompanyDto, CompanyInput, getCompany, removeLogo, replaceLogo, toCompanyDto, updateCompany } from './company.service.ts';

const LOGOS = [
  { path: '/company/logo', column: 'logo_file_id', kind: 'company-logo' },
  { path: '/company/logo-mobile', column: 'logo_mobile_file_id', kind: 'company-logo-mobile' },
] as const;

export async function companyRoutes(root: FastifyInstance, ctx: AppContext): Promise<void> {
  const app = root.withTypeProvider<TypeBoxTypeProvider>();
  const tags = ['company'];
  const write = { resource: 'COMPANY', action: 'WRITE' } as const;

  app.get('/company', { config: { access: { authenticated: true } }, schema: { tags, response: { 200: CompanyDto } } },
    async () => toCompanyDto(await getCompany(ctx.db)));

  app.put('/company', {
    config: { access: write },
    schema: { tags, summary: 'Edits company data; subscription fields need a super administrator', body: CompanyInput, response: { 204: Type.Null() } },
  }, async (request, reply) => {
    await updateCompany(ctx.db, ctx.now(), principalOf(request), request.body);
    return noContent(reply);
  });

  for (const logo of LOGOS) {
    // Public: the sign-in page shows the company logo before anyone signs in.
    app.get(logo.path, {
      config: { access: { public: true } },
      schema: { tags, security: [], summary: 'The image, or 404 when none is set', response: { 200: Type.Unsafe({ type: 'string', format: 'binary' }) } },
    }, async (_request, reply) => {
      const company = await getCompany(ctx.db);
      const fileId = company[logo.column];
      const file = fileId === null ? undefined : await storage.get(ctx.db, fileId);
      if (!file) throw notFound('Logo');
      return sendFile(reply, file.content, file.contentType, file.sha256);
    });

    app.post(logo.path, {
      config: { access: write },
      schema: {
        tags, summary: `Uploads the image as multipart field "logo" (${IMAGE_MIME_TYPES.join(', ')}; at most 1.5 MB)`,
        consumes: ['multipart/form-data'], body: multipartBody('logo', 'PNG, JPEG, GIF or WebP, at most 1.5 MB'), response: { 204: Type.Null() },
      },
    }, async (request, reply) => {
      const upload = await readImageUpload(request, reply, 'logo');
      await ctx.db.transaction().execute((trx) => replaceLogo(trx, ctx.now(), logo, upload));
      return noContent(reply);
    });

    app.delete(logo.path, {
      config: { access: write },
      schema: { tags, summary: 'Removes the image (the product mark shows instead); 204 also when none was set', response: { 204: Type.Null() } },
    }, async (_request, reply) => {
      await ctx.db.transaction().execute((trx) => removeLogo(trx, ctx.now(), logo));
      return noContent(reply);
    });
  }
}
