import { createRequire } from 'node:module';

/** The product version, from package.json (also what the gateway's /meta.json reports). */
export const API_VERSION: string = createRequire(import.meta.url)('../../../package.json').version;
