import autocannon from 'autocannon';
import type { FastifyInstance } from 'fastify';

export interface LoadFigures { route: string; requestsPerSec: number; mean: number; p50: number; p99: number; non2xx: number }

export async function load(url: string, headers: Record<string, string>, seconds: number): Promise<LoadFigures> {
  const result = await autocannon({ url, headers, connections: 10, duration: seconds });
  return {
    route: new URL(url).pathname,
    requestsPerSec: Math.round(result.requests.average),
    mean: +result.latency.average.toFixed(2),
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
  };
}

/**
 * `GET /api/company` with a valid token (token check, one principal query, one company query) against
 * the trivial public `GET /api/health` on the same server: the ratio is the cost of auth and data.
 */
export async function benchApi(app: FastifyInstance, baseUrl: string, seconds = 5) {
  const login = async () => {
    const started = process.hrtime.bigint();
    const res = await app.inject({ method: 'POST', url: '/api/login', payload: { username: 'admin@demo.test', password: 'Demo#2026' } });
    if (res.statusCode !== 200) throw new Error(`demo sign-in failed: ${res.body}`);
    return { token: res.json().token as string, ms: Number(process.hrtime.bigint() - started) / 1e6 };
  };
  const signIns: number[] = [];
  let token = '';
  for (let i = 0; i < 10; i++) {
    const r = await login();
    signIns.push(r.ms);
    token = r.token;
  }
  signIns.sort((a, b) => a - b);
  await load(`${baseUrl}/api/health`, {}, 1); // warm-up
  const health = await load(`${baseUrl}/api/health`, {}, seconds);
  const company = await load(`${baseUrl}/api/company`, { authorization: `Bearer ${token}` }, seconds);
  return {
    health,
    company,
    ratio: {
      throughput: +(health.requestsPerSec / company.requestsPerSec).toFixed(2),
      // autocannon's percentiles are whole milliseconds (a trivial route's p50 is 0): compare means instead.
      mean: +(company.mean / Math.max(health.mean, 0.01)).toFixed(2),
      p99: +(company.p99 / Math.max(health.p99, 0.001)).toFixed(2),
    },
    signInMs: { median: +signIns[Math.floor(signIns.length / 2)].toFixed(1), min: +signIns[0].toFixed(1), max: +signIns[signIns.length - 1].toFixed(1), samples: signIns.length },
  };
}

/** The first page (50 rows) of the employee list, as an admin, on whatever company the database holds. */
export async function benchEmployeeList(app: FastifyInstance, baseUrl: string, seconds = 5): Promise<LoadFigures & { totalElements: number }> {
  const res = await app.inject({ method: 'POST', url: '/api/login', payload: { username: 'admin@demo.test', password: 'Demo#2026' } });
  const token = res.json().token as string;
  const page = await app.inject({ method: 'GET', url: '/api/employees?page=0&size=50', headers: { authorization: `Bearer ${token}` } });
  const figures = await load(`${baseUrl}/api/employees?page=0&size=50`, { authorization: `Bearer ${token}` }, seconds);
  return { ...figures, totalElements: page.json().page.totalElements };
}
