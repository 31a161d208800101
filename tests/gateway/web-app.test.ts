import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { createWebAppHandler } from '../../web/server/static-assets.ts';
import { silentLogger } from '../../gateway/src/platform/logger.ts';
import { createGateway } from '../../gateway/src/yoga.ts';

test('the gateway serves the web app on its other paths, and keeps /graphql and /meta.json', async () => {
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'pontual-dist-'));
  fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>Pontual app</title>');
  const gateway = createGateway({ restApiUrl: 'http://127.0.0.1:9/api', logger: silentLogger, webApp: createWebAppHandler(dist) });
  const get = (p: string, accept = '*/*') => Promise.resolve(gateway.yoga.fetch(new Request(`http://gateway.test${p}`, { headers: { accept } })));
  try {
    for (const route of ['/', '/my-dashboard', '/employees/42']) {
      const res = await get(route, 'text/html');
      assert.equal(res.status, 200, route);
      assert.match(await res.text(), /Pontual app/);
    }
    assert.doesNotMatch(await (await get('/graphql', 'text/html')).text(), /Pontual app/);
    assert.ok(((await (await get('/meta.json')).json()) as { version: string }).version);
  } finally {
    await gateway.close();
    fs.rmSync(dist, { recursive: true, force: true });
  }
});
