import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { sql } from 'kysely';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../api/src/platform/db/database.ts';
import { storage } from '../../api/src/platform/storage.ts';
import { silentLogger } from '../../gateway/src/platform/logger.ts';
import { createGateway } from '../../gateway/src/yoga.ts';
import { load } from './api-bench.ts';
import { percentile, round } from './gateway-bench.ts';

const TYPES = ['ABSENT', 'EARLY_CLOCK', 'LATE_CLOCK', 'NO_CLOCK', 'CLOCK_MISSING'];
const STATUSES = ['PENDING', 'APPROVED', 'APPROVED', 'REJECTED', 'UNDER_ANALYSIS'];

/** Work items for every employee: `perEmployee` absence requests, 3× that many inconsistencies, one document in three. */
export async function generateWorkItems(db: Database, perEmployee = 10): Promise<{ requests: number; inconsistencies: number; documents: number }> {
  const ids = (await db.selectFrom('employees').select('id').execute()).map((e) => e.id);
  const file = await storage.put(db, 'document', new TextEncoder().encode('%PDF-1.4 bench'), 'application/pdf');
  const insert = async (table: 'absence_requests' | 'inconsistencies' | 'archive_documents', rows: Record<string, unknown>[]) => {
    for (let i = 0; i < rows.length; i += 2000) await db.insertInto(table).values(rows.slice(i, i + 2000) as never).execute();
    return rows.length;
  };
  const day = (n: number) => new Date(Date.UTC(2026, 0, 1 + (n % 330))).toISOString().slice(0, 10);
  const requests = await insert('absence_requests', ids.flatMap((id, i) => Array.from({ length: perEmployee }, (_, k) => {
    const status = STATUSES[(i + k) % STATUSES.length];
    return { requester_id: id, absence_type_id: 1, status, admin_status: status, manager_status: k % 2 ? 'APPROVED' : status, first_start_date: day(i + k * 30), last_end_date: day(i + k * 30) };
  })));
  const inconsistencies = await insert('inconsistencies', ids.flatMap((id, i) => Array.from({ length: perEmployee * 3 }, (_, k) => ({
    employee_id: id, type: TYPES[(i + k) % TYPES.length], status: k % 4 ? 'RESOLVED' : 'PENDING', date: day(i + k * 7),
  }))));
  const documents = await insert('archive_documents', ids.filter((_, i) => i % 3 === 0).map((id, i) => ({
    employee_id: id, document_type_id: 1 + (i % 5), file_id: file, file_name: `doc-${i}.pdf`, status: i % 4 ? 'APPROVED' : 'PENDING',
  })));
  await sql`analyze`.execute(db);
  return { requests, inconsistencies, documents };
}

async function tokenOf(app: FastifyInstance, username: string): Promise<string> {
  const res = await app.inject({ method: 'POST', url: '/api/login', payload: { username, password: 'Demo#2026' } });
  return res.json().token as string;
}

/** The three count routes under load, for HR (whole company) and for a department manager (their departments). */
export async function benchPendingCountRoutes(app: FastifyInstance, baseUrl: string, seconds: number) {
  const admin = { authorization: `Bearer ${await tokenOf(app, 'admin@demo.test')}` };
  const manager = { authorization: `Bearer ${await tokenOf(app, 'manager@demo.test')}` };
  return [
    { who: 'admin', ...await load(`${baseUrl}/api/absence-requests/count?status=PENDING`, admin, seconds) },
    { who: 'admin', ...await load(`${baseUrl}/api/inconsistencies/count?status=PENDING`, admin, seconds) },
    { who: 'admin', ...await load(`${baseUrl}/api/digitalArchive/countPending`, admin, seconds) },
    { who: 'manager', ...await load(`${baseUrl}/api/inconsistencies/count?status=PENDING&forDepartmentsIManage=true`, manager, seconds) },
  ].map(({ route, ...f }) => ({ ...f, route: route.replace('/api/', '') }));
}

const LAYOUT = `query Layout {
  viewer {
    homePath roles permissions enabledModules employee { name } account { username }
    ... on Viewer @defer(label: "pendingCounts") {
      pendingCounts { absenceRequests { count scope } inconsistencies { count scope } documents { count scope } }
    }
  }
}`;

/**
 * The web app's layout query through the gateway with the counts deferred, one at a time: when the first part (what
 * the layout renders) arrives, when the last (the badges) does, and the REST calls per operation.
 */
export async function benchDeferredLayout(app: FastifyInstance, apiUrl: string, seconds: number): Promise<string> {
  const token = await tokenOf(app, 'admin@demo.test');
  let restCalls = 0;
  const gateway = createGateway({ restApiUrl: apiUrl, logger: silentLogger, onRestCall: () => { restCalls++; } });
  const server = createServer(gateway.yoga);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/graphql`;
  const once = async () => {
    const started = performance.now();
    const res = await fetch(url, {
      method: 'POST', body: JSON.stringify({ query: LAYOUT }),
      headers: { 'content-type': 'application/json', accept: 'multipart/mixed', authorization: `Bearer ${token}` },
    });
    const reader = res.body!.getReader();
    const decoder = new TextDecoder();
    let text = '';
    let first = 0;
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      text += decoder.decode(value, { stream: true });
      if (!first && text.includes('"hasNext":true')) first = performance.now() - started;
    }
    if (!text.includes('"pendingCounts"') || !first) throw new Error(`layout: ${text.slice(0, 300)}`);
    return { first, last: performance.now() - started };
  };
  try {
    for (let i = 0; i < 10; i++) await once();
    restCalls = 0;
    const firsts: number[] = [];
    const lasts: number[] = [];
    const until = performance.now() + seconds * 1000;
    while (performance.now() < until) {
      const { first, last } = await once();
      firsts.push(first);
      lasts.push(last);
    }
    const p = (xs: number[], q: number) => round(percentile([...xs].sort((a, b) => a - b), q));
    return [
      'Layout query through the gateway, pending counts deferred (admin: three counts), 1 at a time',
      `  first part (layout renders): p50 ${p(firsts, 50)} ms, p99 ${p(firsts, 99)} ms`,
      `  last part (badges): p50 ${p(lasts, 50)} ms, p99 ${p(lasts, 99)} ms; ${round(restCalls / lasts.length)} REST calls per operation, ${lasts.length} operations`,
    ].join('\n');
  } finally {
    server.close();
    await gateway.close();
  }
}
