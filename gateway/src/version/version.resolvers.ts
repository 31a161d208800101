import fs from 'node:fs';
import type { DatabaseKind, Resolvers } from '../generated/resolvers-types.ts';

/** This gateway's own version (the package it was built from); the API answers its own. */
const GATEWAY_VERSION = (JSON.parse(fs.readFileSync(new URL('../../../package.json', import.meta.url), 'utf8')) as { version: string }).version;

const KINDS: Record<string, DatabaseKind> = { PGlite: 'PGLITE', PostgreSQL: 'POSTGRESQL' };

export const versionResolvers: Resolvers = {
  Query: {
    version: (_, __, { rest }) => rest.getOne('/version'),
  },
  Version: {
    gateway: () => GATEWAY_VERSION,
  },
  DatabaseVersion: {
    kind: (d) => KINDS[d.kind],
  },
};
