import { spawn, execFileSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { createServer as createNetServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { Readable } from 'node:stream';
import { createWebAppHandler } from '../../../web/server/static-assets.ts';

const ROOT = resolve(import.meta.dirname, '../../..');

export interface Product {
  baseUrl: string;
  /** The REST API's base, `http://127.0.0.1:<port>/api`. */
  apiUrl: string;
  /** The product's DATA_DIR (its mail outbox is `outbox/` there). */
  dataDir: string;
  stop(): Promise<void>;
}

async function freePort(): Promise<number> {
  return new Promise((ok, fail) => {
    const srv = createNetServer();
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => ok(port));
    });
    srv.on('error', fail);
  });
}

async function waitFor(url: string, timeoutMs: number, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${url}: the process exited with ${child.exitCode}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch { /* not listening yet */ }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

function run(script: string, env: Record<string, string>): ChildProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', script], {
    cwd: ROOT,
    env: { ...process.env, ...env, NODE_ENV: 'production' },
    stdio: ['ignore', 'ignore', process.env.E2E_LOGS ? 'inherit' : 'ignore'],
  });
  return child;
}

/**
 * Builds the web app and starts the product on free ports with a fresh data directory and the demo seed:
 * the API and the gateway, then — until the gateway serves the web app itself — a front server that serves
 * `web/dist` through `createWebAppHandler` and streams everything else to the gateway.
 */
export async function startProduct(): Promise<Product> {
  if (!process.env.E2E_SKIP_BUILD || !existsSync(join(ROOT, 'web/dist/index.html'))) {
    execFileSync('npm', ['run', '--silent', 'build:web'], { cwd: ROOT, stdio: ['ignore', 'ignore', 'inherit'] });
  }
  const dataDir = mkdtempSync(join(tmpdir(), 'pontual-e2e-'));
  const [apiPort, gatewayPort] = [await freePort(), await freePort()];
  const env = { API_PORT: String(apiPort), GATEWAY_PORT: String(gatewayPort), DATA_DIR: dataDir, SEED_DEMO: 'true',
    API_HOST: '127.0.0.1', GATEWAY_HOST: '127.0.0.1', REST_API_URL: `http://127.0.0.1:${apiPort}/api`, LOG_LEVEL: 'warn' };
  const children: ChildProcess[] = [];
  const gatewayUrl = `http://127.0.0.1:${gatewayPort}`;
  if (existsSync(join(ROOT, 'scripts/start.ts'))) {
    children.push(run('scripts/start.ts', env));
  } else {
    children.push(run('api/src/server.ts', env));
    await waitFor(`http://127.0.0.1:${apiPort}/api/health`, 120_000, children[0]);
    children.push(run('gateway/src/server.ts', env));
  }
  await waitFor(`${gatewayUrl}/meta.json`, 120_000, children[children.length - 1]);
  await waitFor(`http://127.0.0.1:${apiPort}/api/health`, 120_000, children[0]);

  let front: Server | null = null;
  let baseUrl = gatewayUrl;
  const probe = await fetch(`${gatewayUrl}/pages/login`, { headers: { accept: 'text/html' } }).catch(() => null);
  if (!probe?.ok || !(await probe.text()).includes('id="root"')) {
    front = await serveFront(gatewayUrl);
    baseUrl = `http://127.0.0.1:${(front.address() as { port: number }).port}`;
  }
  return {
    baseUrl,
    apiUrl: `http://127.0.0.1:${apiPort}/api`,
    dataDir,
    async stop() {
      if (front) await new Promise((r) => front?.close(r));
      for (const child of children) child.kill('SIGTERM');
      await Promise.all(children.map((c) => (c.exitCode !== null ? null : new Promise((r) => c.once('exit', r)))));
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function serveFront(gatewayUrl: string): Promise<Server> {
  const handle = createWebAppHandler(join(ROOT, 'web/dist'));
  const server = createServer(async (req, res) => {
    const url = `http://${req.headers.host}${req.url}`;
    const headers = new Headers();
    for (const [k, v] of Object.entries(req.headers)) if (typeof v === 'string') headers.set(k, v);
    const hasBody = req.method !== 'GET' && req.method !== 'HEAD';
    const request = new Request(url, { method: req.method, headers, body: hasBody ? (Readable.toWeb(req) as ReadableStream) : undefined, duplex: 'half' } as RequestInit);
    const local = await handle(request);
    const response = local ?? await fetch(`${gatewayUrl}${req.url}`, {
      method: req.method, headers, body: hasBody ? request.body : undefined, duplex: 'half', redirect: 'manual',
    } as RequestInit);
    const out: Record<string, string> = {};
    response.headers.forEach((v, k) => { if (k !== 'content-length' || local) out[k] = v; });
    // fetch() already decoded the gateway's compression.
    if (!local) delete out['content-encoding'];
    res.writeHead(response.status, out);
    if (!response.body) return res.end();
    Readable.fromWeb(response.body as import('node:stream/web').ReadableStream).pipe(res);
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return server;
}
