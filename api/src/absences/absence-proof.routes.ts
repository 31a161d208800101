import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { FIELD_LIMITS as L } from '../../../domain/index.ts';
import { JUSTIFICATION_DOCUMENT_MAX_BYTES as MAX_BYTES, JUSTIFICATION_DOCUMENT_MIME_TYPES as DOCUMENT_TYPES } from '../../../domain/inconsistency.ts';
import { normalizeText, textProblem } from '../../../domain/text.rules.ts';
import type { AppContext } from '../platform/context.ts';
import { ApiError, fieldError, notFound } from '../platform/errors.ts';
import { IdParams, noContent, sendFile } from '../platform/http.ts';
import { PlatformErrors } from '../platform/platform.errors.ts';
import { attachmentHeader, checkUpload, fileTooLarge, storage, uploadedFileName } from '../platform/storage.ts';
import { ABSENCES_READ, ABSENCES_WRITE, actorOf, readScope } from './absence-request.routes.ts';
import { proofOf } from './absence-request.repository.ts';
import { sendProof, type Proof } from './absence-request.service.ts';

/** Room for the multipart envelope around the document. */
const MULTIPART_OVERHEAD_BYTES = 64 * 1024;

/** The form: the file "document" and an optional "comment", checked before anything is written. */
async function proofFrom(request: FastifyRequest): Promise<Proof> {
  if (!request.isMultipart()) {
    throw new ApiError(415, PlatformErrors.UNSUPPORTED_MEDIA_TYPE, 'The content type is not supported', [{ field: 'body', message: 'send multipart/form-data with the file "document"' }]);
  }
  if (Number(request.headers['content-length']) > MAX_BYTES + MULTIPART_OVERHEAD_BYTES) throw fileTooLarge('document', MAX_BYTES);
  let comment: string | undefined;
  let document: Proof['document'] | undefined;
  for await (const part of request.parts({ limits: { fileSize: MAX_BYTES, files: 1, fields: 2, fieldSize: 16 * 1024, parts: 3 } })) {
    if (part.type === 'file') {
      if (part.fieldname !== 'document') throw fieldError(part.fieldname, 'is not a known field; send the file as "document"');
      const content = await part.toBuffer().catch((err: { code?: string }) => { throw err?.code === 'FST_REQ_FILE_TOO_LARGE' ? fileTooLarge('document', MAX_BYTES) : err; });
      document = { content, contentType: await checkUpload('document', content, DOCUMENT_TYPES, MAX_BYTES), name: uploadedFileName(part.filename, L.documentFileName) };
    } else if (part.fieldname === 'comment') {
      comment = normalizeText(String(part.value), 'text');
      const problem = textProblem(comment, 'text') ?? (comment.length > L.absenceComment ? `must NOT have more than ${L.absenceComment} characters` : null);
      if (problem) throw fieldError('comment', problem);
    } else {
      throw fieldError(part.fieldname, 'is not a known field');
    }
  }
  if (!document) throw new ApiError(400, PlatformErrors.FILE_REQUIRED, 'Please pick the file', [{ field: 'document', message: 'is required' }]);
  return { document, comment: comment || null };
}

/** The proof of an approved absence whose type needs one (core §4: PENDING_JUST, then judged), and its download. */
export async function absenceProofRoutes(root: FastifyInstance, ctx: AppContext): Promise<void> {
  const app = root.withTypeProvider<TypeBoxTypeProvider>();
  const tags = ['absence requests'];

  app.put('/absence-requests/:id/justification', {
    config: { access: ABSENCES_WRITE },
    schema: {
      tags, params: IdParams, consumes: ['multipart/form-data'], response: { 204: Type.Null() },
      summary: `Sends the proof of an absence waiting for one (PENDING_JUST): multipart/form-data with the file "document" (${DOCUMENT_TYPES.join(', ')}, `
        + `at most ${MAX_BYTES / 1024 / 1024} MB) and an optional comment; it replaces an earlier one; the approver then judges it`,
    },
  }, async (request, reply) => {
    const proof = await proofFrom(request);
    const actor = await actorOf(request, ctx);
    await ctx.db.transaction().execute((trx) => sendProof(trx, readScope(request), actor, request.params.id, proof));
    return noContent(reply);
  });

  app.get('/absence-requests/:id/justification/document', {
    config: { access: ABSENCES_READ },
    schema: { tags, summary: 'The proof, as a download (404 when none was sent, or outside your scope)', params: IdParams, response: { 200: Type.Unsafe({ type: 'string', format: 'binary' }) } },
  }, async (request, reply) => {
    const row = await proofOf(ctx.db, readScope(request), request.params.id);
    const file = row?.fileId ? await storage.get(ctx.db, row.fileId) : undefined;
    if (!row || !file) throw notFound('Justification document');
    reply.header('content-disposition', attachmentHeader(row.fileName ?? 'document'));
    return sendFile(reply, file.content, file.contentType, file.sha256);
  });
}
