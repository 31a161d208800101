/// <reference types="vitest/config" />
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { relayGraphqlTags } from './scripts/relayGraphqlTags.ts';

const root = resolve(import.meta.dirname, '..');
const pkg = JSON.parse(readFileSync(resolve(root, 'package.json'), 'utf8')) as { version: string };
const gateway = process.env.GATEWAY_URL ?? `http://127.0.0.1:${process.env.GATEWAY_PORT ?? 4000}`;

export default defineConfig({
  root: resolve(root, 'web'),
  plugins: [relayGraphqlTags(resolve(root, 'web/src/__generated__')), react()],
  define: { __APP_VERSION__: JSON.stringify(pkg.version) },
  build: { outDir: resolve(root, 'web/dist'), emptyOutDir: true, sourcemap: true, target: 'es2022' },
  // `npm run dev`: hot reload on :5173, GraphQL and the version file from the running gateway.
  server: { proxy: { '/graphql': gateway, '/meta.json': gateway }, fs: { allow: [root] } },
  test: {
    root,
    include: ['tests/web/**/*.test.{ts,tsx}'],
    setupFiles: ['tests/web/support/setup.ts'],
    environment: 'jsdom',
    pool: 'threads',
    maxWorkers: 2,
    // The employee-form tests take ~2 s each on a quiet 2-core machine and 5–7 s when it is busy.
    testTimeout: 20_000,
  },
});
