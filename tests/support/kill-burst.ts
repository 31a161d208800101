/**
 * The kill test of clocks (issue #13): the real API in a child process (embedded database under `dataDir`, or the
 * PostgreSQL database `databaseUrl`), ten employees of the demo company clocking as fast as they can, the process
 * killed with SIGKILL mid-burst at each of `killAfterMs`, restarted, and the acknowledged clocks counted. Shared by the
 * durability test and `npm run bench`.
 */
import assert from 'node:assert/strict';
import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '../..');
const EMPLOYEES = 10;
const PASSWORD = 'Demo#2026';

export interface KillRound { killAfterMs: number; acknowledged: number; stored: number; lost: number; duplicates: number }

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    }).on('error', reject);
  });
}

async function startServer(port: number, dataDir: string, databaseUrl: string | undefined): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'api/src/server.ts'], {
    cwd: ROOT, stdio: ['ignore', 'ignore', 'pipe'],
    env: { ...process.env, API_PORT: String(port), DATA_DIR: dataDir, SEED_DEMO: 'true', DATABASE_URL: databaseUrl ?? '', NODE_ENV: 'test' },
  });
  let stderr = '';
  child.stderr?.on('data', (d) => { stderr += String(d); });
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the API exited (${child.exitCode}): ${stderr.slice(-2000)}`);
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/health`)).ok) return child;
    } catch { /* not listening yet */ }
    await new Promise((r) => setTimeout(r, 100));
  }
  child.kill('SIGKILL');
  throw new Error(`the API did not start: ${stderr.slice(-2000)}`);
}

const api = (port: number) => async (method: string, url: string, token?: string, body?: unknown) => {
  const res = await fetch(`http://127.0.0.1:${port}/api${url}`, {
    method, headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...(body !== undefined ? { 'content-type': 'application/json' } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, json: res.status === 204 ? null : await res.json() };
};

async function login(port: number, username: string): Promise<string> {
  const res = await api(port)('POST', '/login', undefined, { username, password: PASSWORD });
  assert.equal(res.status, 200, JSON.stringify(res.json));
  return res.json.token;
}

const exited = (child: ChildProcess) => new Promise((r) => (child.exitCode !== null || child.signalCode !== null ? r(null) : child.once('exit', r)));

/** The fewest clocks acknowledged in a round before the kill. */
const MIN_BURST = 25;

export async function killDuringBursts(options: { dataDir: string; databaseUrl?: string; killAfterMs: readonly number[] }): Promise<KillRound[]> {
  const { dataDir, databaseUrl } = options;
  let port = await freePort();
  let server = await startServer(port, dataDir, databaseUrl);
  const rounds: KillRound[] = [];
  try {
    const adminToken = await login(port, 'admin@demo.test');
    const call = api(port);
    assert.equal((await call('POST', '/clock-policies/3/disable', adminToken)).status, 204, 'clocks without a position, for the test');
    const accounts = (await call('GET', '/accounts?size=100', adminToken)).json.content as { username: string | null; employeeId: number | null }[];
    const usernames = accounts.filter((a) => a.username?.endsWith('@demo.test') && a.employeeId && !/admin|readonly/.test(a.username)).slice(0, EMPLOYEES).map((a) => a.username!);
    const tokens = await Promise.all(usernames.map((u) => login(port, u)));
    const acknowledged = new Set<string>();
    for (const killAfterMs of options.killAfterMs) {
      const send = api(port);
      let running = true;
      const burst = tokens.map(async (token) => {
        while (running) {
          const clientId = crypto.randomUUID();
          try {
            const res = await send('POST', '/clocks', token, { clientId, confirmed: true });
            if (res.status === 201) acknowledged.add(clientId);
            else if (res.status !== 200) throw new Error(`unexpected ${res.status} ${JSON.stringify(res.json)}`);
          } catch (err) {
            if (!running || (err as Error).message.startsWith('fetch failed')) return;
            throw err;
          }
        }
      });
      // killed after `killAfterMs`, and not before a burst worth counting (a slow or busy machine answers fewer)
      const before = acknowledged.size;
      await new Promise((r) => setTimeout(r, killAfterMs));
      for (let waited = 0; acknowledged.size - before < MIN_BURST && waited < 15_000; waited += 20) await new Promise((r) => setTimeout(r, 20));
      server.kill('SIGKILL');
      running = false;
      await Promise.all(burst);
      await exited(server);
      port = await freePort();
      server = await startServer(port, dataDir, databaseUrl);
      const admin = await login(port, 'admin@demo.test');
      // the burst's clocks carry a client id; the demo company's own clocks (seeded) carry none
      const stored = (((await api(port)('GET', '/clocks?size=100000&showAll=true', admin)).json?.content ?? []) as { clientId: string | null }[])
        .filter((c) => c.clientId !== null);
      const ids = new Set(stored.map((c) => c.clientId));
      rounds.push({
        killAfterMs, acknowledged: acknowledged.size, stored: stored.length,
        lost: [...acknowledged].filter((id) => !ids.has(id)).length, duplicates: stored.length - ids.size,
      });
    }
  } finally {
    server.kill('SIGKILL');
    await exited(server);
  }
  return rounds;
}
