import type { FastifyReply } from 'fastify';
import { Type } from 'typebox';

/** `/{id}` path parameters: a positive integer, nothing else. */
/** The answer of every count route: `{count}`. */
export const CountDto = Type.Object({ count: Type.Integer() });

export const IdParams = Type.Object({ id: Type.Integer({ minimum: 1 }) }, { additionalProperties: false });

/** 204 No Content: the answer to a successful update or delete (DESIGN.md §2). */
export function noContent(reply: FastifyReply) {
  return reply.status(204).send();
}

/** Sends stored bytes with an ETag; a matching If-None-Match gets 304 without the body. */
export function sendFile(reply: FastifyReply, content: Uint8Array, contentType: string, etag: string) {
  const tag = `"${etag}"`;
  if (reply.request.headers['if-none-match'] === tag) {
    return reply.status(304).header('etag', tag).header('cache-control', 'private, no-cache').send();
  }
  return reply.header('content-type', contentType).header('etag', tag)
    .header('cache-control', 'private, no-cache').header('x-content-type-options', 'nosniff')
    .send(Buffer.from(content));
}
