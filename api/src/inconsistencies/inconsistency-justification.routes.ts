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
import { employeeVisible } from '../schedules/assignment.repository.ts';
import { INCONSISTENCIES_JUSTIFY, INCONSISTENCIES_READ, readScope, reviewerOf } from './inconsistency.access.ts';
import { justify, type JustificationRequest } from './inconsistency-decisions.service.ts';
import { inconsistencyInScope } from './inconsistency.repository.ts';
import { EmployeeItemParams, JustificationBody, type JustificationInput } from './inconsistency.schemas.ts';

/** Room for the multipart envelope around the document: boundary lines, part headers, the two small fields. */
const MULTIPART_OVERHEAD_BYTES = 64 * 1024;
const FIELDS = ['justified', 'comment'] as const;

const documentName = (filename: string | undefined) => uploadedFileName(filename, L.documentFileName);

/** The multipart form: `justified` and `comment` (in any order around the file) and the `document` file, checked. */
async function fromMultipart(request: FastifyRequest): Promise<JustificationRequest> {
  if (Number(request.headers['content-length']) > MAX_BYTES + MULTIPART_OVERHEAD_BYTES) throw fileTooLarge('document', MAX_BYTES);
  const fields: Partial<Record<(typeof FIELDS)[number], string>> = {};
  let document: JustificationRequest['document'];
  const parts = request.parts({ limits: { fileSize: MAX_BYTES, files: 1, fields: 4, fieldSize: 16 * 1024, parts: 5 } });
  for await (const part of parts) {
    if (part.type === 'file') {
      if (part.fieldname !== 'document') throw fieldError(part.fieldname, 'is not a known field; send the file as "document"');
      const content = await part.toBuffer().catch((err: { code?: string }) => {
        throw err?.code === 'FST_REQ_FILE_TOO_LARGE' ? fileTooLarge('document', MAX_BYTES) : err;
      });
      document = { content, contentType: await checkUpload('document', content, DOCUMENT_TYPES, MAX_BYTES), name: documentName(part.filename) };
    } else if ((FIELDS as readonly string[]).includes(part.fieldname)) {
      fields[part.fieldname as (typeof FIELDS)[number]] = String(part.value);
    } else {
      throw fieldError(part.fieldname, 'is not a known field');
    }
  }
  if (fields.justified !== 'true' && fields.justified !== 'false') throw fieldError('justified', fields.justified === undefined ? 'is required' : 'must be true or false');
  const comment = fields.comment === undefined ? undefined : normalizeText(fields.comment, 'text');
  const problem = comment === undefined ? null : textProblem(comment, 'text');
  if (problem) throw fieldError('comment', problem);
  if (comment !== undefined && comment.length > L.inconsistencyComment) throw fieldError('comment', `must NOT have more than ${L.inconsistencyComment} characters`);
  if (!document) throw new ApiError(400, PlatformErrors.FILE_REQUIRED, 'Please pick the file', [{ field: 'document', message: 'is required in a multipart form (send JSON for a decision without a document)' }]);
  return { justified: fields.justified === 'true', comment, document };
}

/** A justification as sent: JSON (validated by the route's schema) or a multipart form with its document. */
async function justificationOf(request: FastifyRequest): Promise<JustificationRequest> {
  if (request.isMultipart()) return fromMultipart(request);
  if (request.mediaType !== undefined && request.mediaType !== 'application/json') {
    throw new ApiError(415, PlatformErrors.UNSUPPORTED_MEDIA_TYPE, 'The content type is not supported', [{ field: 'body', message: 'send JSON, or multipart/form-data with a document' }]);
  }
  const body = request.body as Partial<JustificationInput>;
  if (typeof body.justified !== 'boolean') throw fieldError('justified', 'is required');
  return { justified: body.justified, comment: body.comment };
}

/** Justifying inconsistencies (issue #15 item 2): the decision, its comment and document, and the document's download. */
export async function inconsistencyJustificationRoutes(root: FastifyInstance, ctx: AppContext): Promise<void> {
  const app = root.withTypeProvider<TypeBoxTypeProvider>();
  const tags = ['inconsistencies'];
  const summary = 'Justifies an inconsistency (justified=false: judged unjustified, a comment required): JSON, or multipart/form-data with '
    + `the fields justified and comment and the file "document" (${DOCUMENT_TYPES.join(', ')}, at most ${MAX_BYTES / 1024 / 1024} MB), which replaces the previous one. `
    + 'It does not archive; an archived inconsistency can still be justified; refused in a closed payroll period (409 PERIOD_CLOSED)';

  app.put('/inconsistencies/:id/justification', {
    config: { access: INCONSISTENCIES_JUSTIFY },
    schema: { tags, summary, params: IdParams, consumes: ['application/json', 'multipart/form-data'], body: JustificationBody, response: { 204: Type.Null() } },
  }, async (request, reply) => {
    const input = await justificationOf(request);
    const decided = await ctx.db.transaction().execute((trx) => justify(trx, readScope(request), reviewerOf(request, ctx.now), request.params.id, input));
    ctx.live.publish({ kind: 'pending', ...decided });
    return noContent(reply);
  });

  app.put('/employees/:id/inconsistencies/:inconsistencyId', {
    config: { access: INCONSISTENCIES_JUSTIFY },
    schema: {
      tags, summary: `The employee's inconsistency, justified (the my-inconsistencies screen's call; 404 outside your scope). ${summary}`,
      params: EmployeeItemParams, consumes: ['application/json', 'multipart/form-data'], body: JustificationBody, response: { 204: Type.Null() },
    },
  }, async (request, reply) => {
    const scope = readScope(request);
    if (!(await employeeVisible(ctx.db, scope, request.params.id))) throw notFound('Employee');
    const input = await justificationOf(request);
    const decided = await ctx.db.transaction().execute((trx) => justify(trx, scope, reviewerOf(request, ctx.now), request.params.inconsistencyId, input,
      (r) => r.employee_id === request.params.id));
    ctx.live.publish({ kind: 'pending', ...decided });
    return noContent(reply);
  });

  app.get('/inconsistencies/:id/justification/document', {
    config: { access: INCONSISTENCIES_READ },
    schema: {
      tags, summary: 'The justification\'s document, as a download (404 when it has none, or outside your scope)', params: IdParams,
      response: { 200: Type.Unsafe({ type: 'string', format: 'binary' }) },
    },
  }, async (request, reply) => {
    const row = await inconsistencyInScope(ctx.db, readScope(request), request.params.id);
    const file = row?.justification_file_id ? await storage.get(ctx.db, row.justification_file_id) : undefined;
    if (!row || !file) throw notFound('Justification document');
    const name = row.justification_file_name ?? 'document';
    reply.header('content-disposition', attachmentHeader(name));
    return sendFile(reply, file.content, file.contentType, file.sha256);
  });
}
