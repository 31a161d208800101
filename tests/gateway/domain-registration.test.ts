// Per-domain registration in the gateway: each domain folder declares its resolvers, loaders and mappers in its own
// `<name>.domain.ts`, and the one list in gateway/src/domains.ts is the only place they are assembled from.
import assert from 'node:assert/strict';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, test } from 'node:test';
import { DOMAINS } from '../../gateway/src/domains.ts';
import { createLoaders } from '../../gateway/src/request-context.ts';
import { buildSchema } from '../../gateway/src/schema.ts';
import type { RestClient } from '../../gateway/src/platform/rest-client.ts';

const SRC = path.resolve(import.meta.dirname, '../../gateway/src');
const folders = readdirSync(SRC, { withFileTypes: true })
  .filter((d) => d.isDirectory() && !['platform', 'generated'].includes(d.name)).map((d) => d.name).sort();
const filesOf = (folder: string, suffix: string) => readdirSync(path.join(SRC, folder)).filter((f) => f.endsWith(suffix));

describe('gateway domains register themselves', () => {
  test('every domain folder has one <name>.domain.ts, and the list holds each exactly once', () => {
    for (const folder of folders) assert.equal(filesOf(folder, '.domain.ts').length, 1, `${folder}/ declares itself once`);
    assert.deepEqual(DOMAINS.map((d) => path.basename(d.dir)).sort(), folders);
  });

  test('every resolver map (…Resolvers) and every loader factory a folder exports is in its domain', async () => {
    for (const domain of DOMAINS) {
      const folder = path.basename(domain.dir);
      for (const file of filesOf(folder, '.resolvers.ts')) {
        const exported = Object.entries(await import(path.join(domain.dir, file)) as Record<string, unknown>)
          .filter(([name]) => name.endsWith('Resolvers'));
        assert.ok(exported.length > 0, `${folder}/${file} exports resolver maps`);
        for (const [name, resolvers] of exported) assert.ok(domain.resolvers.includes(resolvers as object), `${folder}/${file}: ${name} is registered`);
      }
      for (const file of filesOf(folder, '.loaders.ts')) {
        const [factory] = Object.values(await import(path.join(domain.dir, file)) as Record<string, unknown>);
        assert.equal(domain.loaders, factory, `${folder}/${file} is the domain's loaders`);
      }
    }
  });

  test('the context gets every loader of every domain, under distinct names', () => {
    const rest = {} as RestClient;
    const names = DOMAINS.flatMap((d) => Object.keys(d.loaders?.(rest) ?? {}));
    assert.equal(new Set(names).size, names.length, 'no two domains name a loader alike');
    const loaders = createLoaders(rest) as unknown as Record<string, unknown>;
    for (const name of names) assert.ok(typeof (loaders[name] as { clearAll?: unknown })?.clearAll === 'function', `${name} is a loader of the context`);
    assert.ok(names.includes('employeeById') && names.includes('insurancesByEmployee'));
  });

  test('each request has its own loaders, and a write empties them', async () => {
    const rest = {} as RestClient;
    const loaders = createLoaders(rest);
    assert.equal(loaders.employeeById, loaders.employeeById, 'the same loader for the whole request');
    assert.notEqual(createLoaders(rest).employeeById, loaders.employeeById, 'a loader per request');
    loaders.employeeById.prime(1, null);
    loaders.clearAll();
    assert.equal(await loaders.employeeById.load(1).catch(() => 'asked again'), 'asked again', 'cleared: the next load asks the API');
  });

  test('every mapper names a type of the schema and a file of its domain', () => {
    const schema = buildSchema();
    for (const domain of DOMAINS) {
      for (const [type, target] of Object.entries(domain.mappers ?? {})) {
        assert.ok(schema.getType(type), `${type} (mapped by ${path.basename(domain.dir)}) is a type of the schema`);
        const file = path.join(domain.dir, target.split('#')[0]);
        assert.ok(readdirSync(path.dirname(file)).includes(path.basename(file)), `${target} exists`);
      }
    }
  });
});
