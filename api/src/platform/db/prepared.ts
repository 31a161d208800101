import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import type pg from 'pg';

const MARK = '/* prepared */';

/**
 * Appended to a statement on a hot path (`.modifyEnd(PREPARED)` on a query builder, `${PREPARED}` at the end of a
 * `sql` template) so that on PostgreSQL it runs as a named prepared statement: each pooled connection parses and
 * plans it once, and later executions only bind and run it. On the clock-in path parsing and planning cost more
 * server time than executing (0.3 + 0.5 ms against 0.2 + 0.2 for the principal and context statements). The server
 * re-plans a prepared statement by itself when a table it reads changes, and after five executions keeps a generic
 * plan only when it is not dearer than the custom ones (`plan_cache_mode = auto`). Elsewhere (the embedded database)
 * it is only a comment.
 */
export const PREPARED = sql.raw(MARK);

/**
 * Distinct texts named so far, each with its name. Bounded: a marked statement whose text varies (a list of ids of
 * any length) stops being prepared once the bound is reached, so neither this map nor each connection's statements
 * grow without end.
 */
const names = new Map<string, string>();
const MAX_STATEMENTS = 200;

function nameOf(text: string): string | undefined {
  let name = names.get(text);
  if (name === undefined && names.size < MAX_STATEMENTS) {
    name = `p_${createHash('sha1').update(text).digest('base64url')}`;
    names.set(text, name);
  }
  return name;
}

type Query = (config: unknown, values?: unknown, callback?: unknown) => unknown;

/** Makes a pooled connection run marked statements as named prepared statements (pg keeps them per connection). */
export function prepareMarkedStatements(client: pg.PoolClient): void {
  const query = client.query.bind(client) as Query;
  (client as unknown as { query: Query }).query = (config, values, callback) => {
    const name = typeof config === 'string' && config.endsWith(MARK) ? nameOf(config) : undefined;
    return name ? query({ name, text: config, values }, callback) : query(config, values, callback);
  };
}
