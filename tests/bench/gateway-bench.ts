import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Pool } from 'undici';
import { silentLogger } from '../../gateway/src/platform/logger.ts';
import { createGateway } from '../../gateway/src/yoga.ts';

/** The 40-employee query of issue 3: each employee with department, the department's managers, and account. */
const QUERY = `query FortyEmployees {
  employees(first: 40, orderBy: [{ field: ID }]) {
    edges { node { id name department { id name managers { id name } } account { id username } } }
  }
}`;

interface Page<T> { content: T[] }
interface Employee { id: number; name: string; department: { id: number } | null; accountId: number | null }
interface Department { id: number; name: string; assignedManagers: number[] }

export const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
export const round = (n: number, digits = 2) => Math.round(n * 10 ** digits) / 10 ** digits;

/**
 * The 40-employee query on the demo company through the gateway, against the same data fetched directly from REST
 * the minimal way (list, then departments and accounts by ids in parallel, then the managers not already listed),
 * measured alternately in one run, one request at a time. Returns printable figures.
 */
export async function benchGateway({ apiUrl, seconds = 5, username = 'admin@demo.test', password = 'Demo#2026' }: {
  apiUrl: string; seconds?: number; username?: string; password?: string;
}): Promise<string> {
  const api = new URL(apiUrl);
  const rest = new Pool(api.origin, { connections: 4 });
  const base = api.pathname.replace(/\/$/, '');
  const json = async <T>(path: string, token?: string, body?: unknown): Promise<T> => {
    const res = await rest.request({
      method: body ? 'POST' : 'GET', path: `${base}${path}`, body: body ? JSON.stringify(body) : undefined,
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    });
    const text = await res.body.text();
    if (res.statusCode >= 300) throw new Error(`${path}: ${res.statusCode} ${text}`);
    return JSON.parse(text) as T;
  };
  const { token } = await json<{ token: string }>('/login', undefined, { username, password });

  let gatewayCalls = 0;
  const gateway = createGateway({ restApiUrl: apiUrl, logger: silentLogger, onRestCall: () => { gatewayCalls++; } });
  const server = createServer(gateway.yoga);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const gql = new Pool(`http://127.0.0.1:${(server.address() as AddressInfo).port}`, { connections: 4 });
  const body = JSON.stringify({ query: QUERY });

  const viaGateway = async () => {
    const res = await gql.request({ method: 'POST', path: '/graphql', body, headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` } });
    const result = JSON.parse(await res.body.text()) as { data?: { employees: { edges: unknown[] } }; errors?: unknown };
    if (result.errors || result.data?.employees.edges.length !== 40) throw new Error(`gateway: ${JSON.stringify(result).slice(0, 300)}`);
  };
  let directCalls = 0;
  const get = <T>(path: string) => { directCalls++; return json<T>(path, token); };
  const direct = async () => {
    const employees = (await get<Page<Employee>>('/employees?size=40&sort=id,asc')).content;
    const depIds = [...new Set(employees.flatMap((e) => (e.department ? [e.department.id] : [])))];
    const accountIds = employees.flatMap((e) => (e.accountId ? [e.accountId] : []));
    const [departments] = await Promise.all([
      get<Page<Department>>(`/departments?ids=${depIds.join(',')}&size=${depIds.length}`),
      get<Page<unknown>>(`/accounts?ids=${accountIds.join(',')}&size=${accountIds.length}`),
    ]);
    const listed = new Set(employees.map((e) => e.id));
    const missing = [...new Set(departments.content.flatMap((d) => d.assignedManagers))].filter((id) => !listed.has(id));
    if (missing.length) await get(`/employees?ids=${missing.join(',')}&size=${missing.length}`);
    if (employees.length !== 40) throw new Error(`direct: ${employees.length} employees`);
  };

  try {
    for (let i = 0; i < 20; i++) { await viaGateway(); await direct(); } // warm-up: JIT, pools, PGlite caches
    gatewayCalls = 0;
    directCalls = 0;
    const times = { gateway: [] as number[], direct: [] as number[] };
    const until = performance.now() + seconds * 1000 * 2;
    while (performance.now() < until) {
      for (const [name, run] of [['gateway', viaGateway], ['direct', direct]] as const) {
        const started = performance.now();
        await run();
        times[name].push(performance.now() - started);
      }
    }
    const n = times.gateway.length;
    const stats = (xs: number[]) => { const s = [...xs].sort((a, b) => a - b); return { p50: percentile(s, 50), p99: percentile(s, 99) }; };
    const g = stats(times.gateway);
    const d = stats(times.direct);
    return [
      `40 employees with department, department managers and account — demo company, ${n} operations each, alternating, 1 at a time`,
      `  through the gateway: p50 ${round(g.p50)} ms, p99 ${round(g.p99)} ms, ${round(gatewayCalls / n)} REST calls per operation`,
      `  direct REST, minimal: p50 ${round(d.p50)} ms, p99 ${round(d.p99)} ms, ${round(directCalls / n)} REST calls per operation`,
      `  gateway / direct latency: p50 ${round(g.p50 / d.p50)}×, p99 ${round(g.p99 / d.p99)}×`,
    ].join('\n');
  } finally {
    await gql.close();
    server.close();
    await gateway.close();
    await rest.close();
  }
}

/** The employee list's first page (issue 5): 50 employees with department, its manager(s) and contract type. */
const EMPLOYEE_LIST = `query EmployeeListFirstPage {
  employees(first: 50, filter: { enabled: true }) {
    totalCount
    edges { node { id name department { id name manager { id name } managers { id } } contractType { id name } } }
  }
}`;

/**
 * The employees connection's first page through the gateway, against the API as the caller left it (bench.ts grows
 * the company to ~2,000 employees first): latency one operation at a time, then throughput with 8 in flight, and the
 * REST calls each operation costs. Returns printable figures.
 */
export async function benchGatewayEmployeeList({ apiUrl, seconds = 5, username = 'admin@demo.test', password = 'Demo#2026' }: {
  apiUrl: string; seconds?: number; username?: string; password?: string;
}): Promise<string> {
  const api = new URL(apiUrl);
  const rest = new Pool(api.origin, { connections: 1 });
  const login = await rest.request({
    method: 'POST', path: `${api.pathname.replace(/\/$/, '')}/login`, body: JSON.stringify({ username, password }), headers: { 'content-type': 'application/json' },
  });
  const { token } = JSON.parse(await login.body.text()) as { token: string };
  await rest.close();

  let restCalls = 0;
  const gateway = createGateway({ restApiUrl: apiUrl, logger: silentLogger, onRestCall: () => { restCalls++; } });
  const server = createServer(gateway.yoga);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const gql = new Pool(`http://127.0.0.1:${(server.address() as AddressInfo).port}`, { connections: 8 });
  const body = JSON.stringify({ query: EMPLOYEE_LIST });
  let total = 0;
  const once = async () => {
    const res = await gql.request({ method: 'POST', path: '/graphql', body, headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` } });
    const result = JSON.parse(await res.body.text()) as { data?: { employees: { totalCount: number; edges: unknown[] } }; errors?: unknown };
    if (result.errors || result.data?.employees.edges.length !== 50) throw new Error(`gateway: ${JSON.stringify(result).slice(0, 300)}`);
    total = result.data.employees.totalCount;
  };

  try {
    for (let i = 0; i < 20; i++) await once(); // warm-up
    restCalls = 0;
    const times: number[] = [];
    let until = performance.now() + seconds * 1000;
    while (performance.now() < until) {
      const started = performance.now();
      await once();
      times.push(performance.now() - started);
    }
    const callsPerOp = restCalls / times.length;
    const sorted = [...times].sort((a, b) => a - b);

    let done = 0;
    const started = performance.now();
    until = started + seconds * 1000;
    await Promise.all(Array.from({ length: 8 }, async () => { while (performance.now() < until) { await once(); done++; } }));
    const rps = done / ((performance.now() - started) / 1000);
    return [
      `Employee list through the gateway — first page (50 of ${total} enabled) with department, manager(s) and contract type`,
      `  1 at a time: ${times.length} operations, p50 ${round(percentile(sorted, 50))} ms, p99 ${round(percentile(sorted, 99))} ms, ${round(callsPerOp)} REST calls per operation`,
      `  8 in flight: ${round(rps, 1)} operations/s`,
    ].join('\n');
  } finally {
    await gql.close();
    server.close();
    await gateway.close();
  }
}
