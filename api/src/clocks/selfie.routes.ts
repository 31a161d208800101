import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { IMAGE_MIME_TYPES } from '../../../domain/index.ts';
import type { AppContext } from '../platform/context.ts';
import { notFound } from '../platform/errors.ts';
import { IdParams, sendFile } from '../platform/http.ts';
import { Id } from '../platform/input-types.ts';
import { multipartBody, readImageUpload } from '../platform/uploads.ts';
import { CLOCKS_READ, CLOCKS_WRITE, clockReadScope, ownEmployeeId, actorOf } from './clock.access.ts';
import { clockInScope } from './clock.repository.ts';
import { attachSelfie, SELFIE_WINDOW_MINUTES, selfieInScope } from './selfie.service.ts';
import { storage } from '../platform/storage.ts';

const SelfieDto = Type.Object({ id: Type.Integer(), clockId: Type.Integer(), contentType: Type.String(), size: Type.Integer() });

/** Selfies of clocks (core §3, §7): sniffed, cleaned and bounded like photos; read with the clock. */
export async function selfieRoutes(root: FastifyInstance, ctx: AppContext): Promise<void> {
  const app = root.withTypeProvider<TypeBoxTypeProvider>();
  const tags = ['clocks'];

  app.post('/clocks/:id/selfie', {
    config: { access: CLOCKS_WRITE },
    schema: {
      tags, summary: `Attaches the selfie of one's own clock, once, within ${SELFIE_WINDOW_MINUTES} minutes (multipart field "selfie": ${IMAGE_MIME_TYPES.join(', ')}; at most 1.5 MB)`,
      params: IdParams, consumes: ['multipart/form-data'], body: multipartBody('selfie', 'PNG, JPEG, GIF or WebP, at most 1.5 MB'), response: { 201: SelfieDto },
    },
  }, async (request, reply) => {
    const employeeId = ownEmployeeId(request);
    const actor = actorOf(request, ctx.now);
    const upload = await readImageUpload(request, reply, 'selfie');
    const scope = { kind: 'own', actor: { accountId: actor.accountId, employeeId } } as const;
    const id = await ctx.db.transaction().execute((trx) => attachSelfie(trx, scope, request.params.id, upload, actor.now));
    return reply.status(201).send({ id, clockId: request.params.id, contentType: upload.contentType, size: upload.content.byteLength });
  });

  app.get('/selfies', {
    config: { access: CLOCKS_READ },
    schema: {
      tags, summary: 'The selfie of a clock you may read (an empty list when it has none)',
      querystring: Type.Object({ clockId: Id }, { additionalProperties: false }), response: { 200: Type.Array(SelfieDto) },
    },
  }, async (request) => {
    const clock = await clockInScope(ctx.db, clockReadScope(request), request.query.clockId);
    if (!clock) throw notFound('Clock');
    const file = clock.selfie_file_id ? await storage.get(ctx.db, clock.selfie_file_id) : undefined;
    return file ? [{ id: file.id, clockId: clock.id, contentType: file.contentType, size: file.size }] : [];
  });

  app.get('/selfies/:id', {
    config: { access: CLOCKS_READ },
    schema: { tags, summary: 'A selfie\'s image (its clock must be one you may read)', params: IdParams, response: { 200: Type.Unsafe({ type: 'string', format: 'binary' }) } },
  }, async (request, reply) => {
    const { file } = await selfieInScope(ctx.db, clockReadScope(request), request.params.id);
    return sendFile(reply, file.content, file.contentType, file.sha256);
  });
}
