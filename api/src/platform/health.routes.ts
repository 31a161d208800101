import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';

/** Liveness for load balancers; also the trivial route the benchmark compares against. */
export async function healthRoutes(app: FastifyInstance): Promise<void> {
  app.get('/health', {
    config: { access: { public: true } },
    schema: { tags: ['platform'], security: [], response: { 200: Type.Object({ status: Type.String() }) } },
  }, async () => ({ status: 'ok' }));
}
