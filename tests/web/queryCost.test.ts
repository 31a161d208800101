import { readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { buildSchema, parse, validate } from 'graphql';
import { costLimitRule } from '@escape.tech/graphql-armor-cost-limit';
import { describe, expect, test } from 'vitest';
import { LIMITS } from '../../gateway/src/platform/hardening.ts';

const root = resolve(import.meta.dirname, '../..');
const schema = buildSchema(readFileSync(resolve(root, 'web/schema.graphql'), 'utf8'));
const dir = resolve(root, 'web/src/__generated__');
const operations = readdirSync(dir).filter((f) => /(Query|Mutation)\.graphql\.ts$/.test(f)).flatMap((file) => {
  const text = /"text": ("(?:[^"\\]|\\.)*")/.exec(readFileSync(resolve(dir, file), 'utf8'))?.[1];
  return text ? [[file.replace('.graphql.ts', ''), JSON.parse(text) as string] as const] : [];
});

/** The gateway refuses operations above its cost, depth and token limits: every query the app sends must fit. */
describe('every operation of the web app fits the gateway limits', () => {
  test.each(operations)('%s', (_name, text) => {
    const errors = validate(schema, parse(text), [costLimitRule({ maxCost: LIMITS.cost })]);
    expect(errors.map((e) => e.message)).toEqual([]);
  });
});
