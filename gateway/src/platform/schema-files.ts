import fs from 'node:fs';
import { fileURLToPath } from 'node:url';

const SCHEMA_DIR = fileURLToPath(new URL('../../../schema/', import.meta.url));

/** The SDL of `schema/*.graphql`, one file per domain, `base.graphql` first, in a stable order. */
export function loadTypeDefs(): string {
  const files = fs.readdirSync(SCHEMA_DIR).filter((f) => f.endsWith('.graphql'))
    .sort((a, b) => (a === 'base.graphql' ? -1 : b === 'base.graphql' ? 1 : a.localeCompare(b)));
  return files.map((f) => `# ${f}\n${fs.readFileSync(SCHEMA_DIR + f, 'utf8')}`).join('\n');
}
