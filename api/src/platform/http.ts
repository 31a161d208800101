import type { FastifyReply } from 'fastify';
import { Type } from 'typebox';
import { Id } from './input-types.ts';

/** The answer of every count route: `{count}`. */
export const CountDto = Type.Object({ count: Type.Integer() });

/** `/{id}` path parameters: a database id written in decimal digits, nothing else (validation.ts). */
export const IdParams = Type.Object({ id: Id }, { additionalProperties: false });

/** 204 No Content: the answer to a successful update or delete (DESIGN.md §2). */
export function noContent(reply: FastifyReply) {
  return reply.status(204).send();
}

/**
 * Sends stored bytes with an ETag; a matching If-None-Match gets 304 without the body. Never sniffed, and the same
 * CSP as the gateway's file answers: a file opened directly can load and run nothing.
 */
export function sendFile(reply: FastifyReply, content: Uint8Array, contentType: string, etag: string) {
  const tag = `"${etag}"`;
  reply.header('etag', tag).header('cache-control', 'private, no-cache')
    .header('x-content-type-options', 'nosniff').header('content-security-policy', "default-src 'none'; sandbox");
  if (reply.request.headers['if-none-match'] === tag) return reply.status(304).send();
  return reply.header('content-type', contentType).send(Buffer.from(content));
}
