import fs from 'node:fs';
import { createServer } from 'node:http';
import { createWebAppHandler, WEB_DIST_DIR } from '../../web/server/static-assets.ts';
import { createGateway, gatewayConfig } from './yoga.ts';

/** Starts the gateway alone (`npm run start:gateway`) in front of `REST_API_URL`. */
const port = Number(process.env.GATEWAY_PORT ?? 4000);
const restApiUrl = process.env.REST_API_URL ?? `http://127.0.0.1:${process.env.API_PORT ?? 8080}/api`;
// The built web app (npm run build:web) is served on the other paths when present.
const webApp = fs.existsSync(WEB_DIST_DIR) ? createWebAppHandler(WEB_DIST_DIR) : undefined;
const gateway = createGateway({ restApiUrl, webApp, ...gatewayConfig(process.env) });
const server = createServer(gateway.yoga);
server.listen(port, process.env.GATEWAY_HOST ?? '0.0.0.0', () => {
  console.log(JSON.stringify({ level: 'info', msg: `gateway on http://localhost:${port}/graphql`, restApiUrl }));
});

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    server.close();
    void gateway.close().then(() => process.exit(0));
  });
}
