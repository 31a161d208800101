import type { FastifyReply } from 'fastify';

/** 204 No Content: the answer to a successful update or delete (DESIGN.md §2). */
export function noContent(reply: FastifyReply) {
  return reply.status(204).send();
}
