/**
 * Durability (issue #13): an acknowledged clock survives `kill -9` of the API at any moment. The real server runs in a
 * child process (embedded database under a fresh DATA_DIR, or a fresh PostgreSQL database when DATABASE_URL is set);
 * ten employees clock as fast as they can; the process is killed mid-burst, twice, at different moments; after each
 * restart every clock that was answered 201 must be there, exactly once.
 */
import assert from 'node:assert/strict';
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { after, before, test } from 'node:test';
import pg from 'pg';

const ROOT = path.resolve(import.meta.dirname, '../../..');
const EMPLOYEES = 10;
const PASSWORD = 'Demo#2026';
let dataDir: string;
let databaseUrl: string | undefined;
let dropDatabase: (() => Promise<void>) | undefined;

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    }).on('error', reject);
  });
}

async function startServer(port: number): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'api/src/server.ts'], {
    cwd: ROOT, stdio: ['ignore', 'ignore', 'pipe'],
    env: { ...process.env, API_PORT: String(port), DATA_DIR: dataDir, SEED_DEMO: 'true', DATABASE_URL: databaseUrl ?? '', NODE_ENV: 'test' },
  });
  let stderr = '';
  child.stderr?.on('data', (d) => { stderr += String(d); });
  const deadline = Date.now() + 120_000;
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

before(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pontual-kill-'));
  if (process.env.DATABASE_URL) {
    const name = `pontual_kill_${process.pid}_${Date.now()}`;
    const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    const url = new URL(process.env.DATABASE_URL);
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
    dropDatabase = async () => {
      const c = new pg.Client({ connectionString: process.env.DATABASE_URL });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    };
  }
});
after(async () => {
  await dropDatabase?.();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

test('every acknowledged clock survives kill -9 during a burst of clock-ins, twice; none is stored twice', { timeout: 300_000 }, async () => {
  let port = await freePort();
  let server = await startServer(port);
  const adminToken = await login(port, 'admin@demo.test');
  const call = api(port);
  assert.equal((await call('POST', '/clock-policies/3/disable', adminToken)).status, 204, 'clocks without a position, for the test');
  const accounts = (await call('GET', '/accounts?size=100', adminToken)).json.content as { username: string | null; employeeId: number | null }[];
  const usernames = accounts.filter((a) => a.username?.endsWith('@demo.test') && a.employeeId && !/admin|readonly/.test(a.username)).slice(0, EMPLOYEES).map((a) => a.username!);
  const tokens = await Promise.all(usernames.map((u) => login(port, u)));
  const acknowledged = new Set<string>();

  for (const killAfterMs of [700, 1900]) {
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
    await new Promise((r) => setTimeout(r, killAfterMs));
    server.kill('SIGKILL');
    running = false;
    await Promise.all(burst);
    await new Promise((r) => (server.exitCode !== null || server.signalCode !== null ? r(null) : server.once('exit', r)));
    port = await freePort();
    server = await startServer(port);
    const admin = await login(port, 'admin@demo.test');
    const stored = (await api(port)('GET', `/clocks?size=100000&showAll=true`, admin)).json?.content as { clientId: string | null }[] ?? [];
    const ids = stored.map((c) => c.clientId);
    const missing = [...acknowledged].filter((id) => !ids.includes(id));
    assert.ok(acknowledged.size >= 20, `the burst was too small to mean anything (${acknowledged.size} clocks)`);
    assert.deepEqual(missing, [], `${missing.length} acknowledged clock(s) lost of ${acknowledged.size}`);
    assert.equal(new Set(ids).size, ids.length, 'no clock stored twice');
    console.log(`killed after ${killAfterMs} ms: ${acknowledged.size} acknowledged, ${stored.length} stored, 0 lost`);
  }
  server.kill('SIGKILL');
});
