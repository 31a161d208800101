import type { PGlite } from '@electric-sql/pglite';
import {
  CompiledQuery,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  type DatabaseConnection,
  type Dialect,
  type Driver,
  type Kysely,
  type QueryResult,
  type TransactionSettings,
} from 'kysely';

/**
 * Kysely dialect for embedded PGlite. PGlite is one connection, so connections are handed out one at a
 * time: a transaction holds the connection until it ends and other queries wait their turn.
 */
export class PGliteDialect implements Dialect {
  constructor(private readonly pg: PGlite) {}
  createAdapter() { return new PostgresAdapter(); }
  createQueryCompiler() { return new PostgresQueryCompiler(); }
  createIntrospector(db: Kysely<any>) { return new PostgresIntrospector(db); }
  createDriver(): Driver { return new PGliteDriver(this.pg); }
}

class PGliteDriver implements Driver {
  private queue: Promise<void> = Promise.resolve();
  private readonly connection: PGliteConnection;
  constructor(private readonly pg: PGlite) { this.connection = new PGliteConnection(pg); }

  async init() { await this.pg.waitReady; }

  async acquireConnection(): Promise<DatabaseConnection> {
    let release!: () => void;
    const previous = this.queue;
    this.queue = new Promise<void>((resolve) => { release = resolve; });
    await previous;
    this.connection.release = release;
    return this.connection;
  }

  async beginTransaction(conn: DatabaseConnection, settings: TransactionSettings) {
    const isolation = settings.isolationLevel ? ` isolation level ${settings.isolationLevel}` : '';
    await conn.executeQuery(CompiledQuery.raw(`begin${isolation}`));
  }
  async commitTransaction(conn: DatabaseConnection) { await conn.executeQuery(CompiledQuery.raw('commit')); }
  async rollbackTransaction(conn: DatabaseConnection) { await conn.executeQuery(CompiledQuery.raw('rollback')); }

  async releaseConnection(conn: DatabaseConnection) { (conn as PGliteConnection).release?.(); }
  async destroy() { if (!this.pg.closed) await this.pg.close(); }
}

class PGliteConnection implements DatabaseConnection {
  release?: () => void;
  constructor(private readonly pg: PGlite) {}

  async executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    const result = await this.pg.query<R>(query.sql, [...query.parameters]);
    const affected = result.affectedRows;
    return {
      rows: result.rows,
      ...(affected !== undefined && query.query.kind !== 'SelectQueryNode' ? { numAffectedRows: BigInt(affected) } : {}),
    };
  }

  // eslint-disable-next-line require-yield
  async *streamQuery<R>(): AsyncIterableIterator<QueryResult<R>> {
    throw new Error('Streaming is not supported by the embedded database');
  }
}
