import { FormData, Pool } from 'undici';
import { UserInputError, INPUT_STATUSES, forbidden, masked, moduleDisabled, rateLimited, unauthenticated, type RestErrorBody } from './errors.ts';
import { errorDetails, type Logger } from './logger.ts';
import { serverSentEvents, type LiveEvent } from './live-stream.ts';
import type { CallAnswer, CallBody, CallItem, CallPath, CallQuery, ListPath, Page, RestMethod } from './rest-contract.ts';

export type { Page } from './rest-contract.ts';

export interface RestCall { method: string; path: string; status: number; ms: number; requestId: string }

type Query = Record<string, string | number | boolean | undefined | null>;

type WriteMethod = 'POST' | 'PUT' | 'PATCH' | 'DELETE';
/** `'POST'` → `'post'`, the method as the contract keys it. */
type Verb<M extends string> = Lowercase<M> & RestMethod;

export interface RestTransportOptions {
  /** e.g. http://127.0.0.1:8080/api */
  restApiUrl: string;
  timeoutMs?: number;
  connections?: number;
  logger: Logger;
  /** observes every call (tests count them; logs sum them) */
  onCall?: (call: RestCall) => void;
}

/** One keep-alive pool per gateway process, shared by every request. */
export class RestTransport {
  readonly pool: Pool;
  readonly basePath: string;
  readonly timeoutMs: number;

  constructor(readonly options: RestTransportOptions) {
    const url = new URL(options.restApiUrl);
    this.basePath = url.pathname.replace(/\/$/, '');
    this.timeoutMs = options.timeoutMs ?? 10_000;
    this.pool = new Pool(url.origin, {
      connections: options.connections ?? 64,
      keepAliveTimeout: 30_000,
      headersTimeout: this.timeoutMs,
      bodyTimeout: this.timeoutMs,
      connectTimeout: Math.min(this.timeoutMs, 5_000),
    });
  }

  private streams: Pool | undefined;
  /**
   * Long-lived streams (`GET /live`, one per subscriber) get a pool of their own, without a connection limit or a body
   * timeout, so a thousand open subscriptions never hold up the ordinary calls.
   */
  get streamPool(): Pool {
    this.streams ??= new Pool(new URL(this.options.restApiUrl).origin, { connections: null, bodyTimeout: 0, headersTimeout: this.timeoutMs });
    return this.streams;
  }

  /** Ends the ordinary calls' pool once its calls are answered; the streams never end by themselves, so they are cut. */
  async close(): Promise<void> {
    await Promise.all([this.pool.close(), this.streams?.destroy()]);
  }
}

export interface Caller {
  /** the caller's bearer token, forwarded as is */
  token: string | null;
  requestId: string;
  acceptLanguage?: string | null;
  /** the browser's address, forwarded so the API's per-client limits count it and not the gateway */
  clientAddress?: string | null;
  /** a kiosk tablet's token (`x-kiosk-token`), forwarded to the kiosk's own routes only */
  kioskToken?: string | null;
}

interface Answer { status: number; body: unknown }

/** The caller's authorities and enabled modules, as the API tells them beside an answer (see `askAccess`). */
export interface CallerAccess { authorities: ReadonlySet<string>; modules: ReadonlySet<string> }

/** A binary answer (a photo, an export), kept as bytes with the headers a caller passes on. */
export interface BinaryAnswer {
  content: Buffer;
  contentType: string;
  /** from `content-disposition: attachment; filename="..."`, when the API names the file */
  fileName: string | null;
  etag: string | null;
}

/**
 * The typed client of one GraphQL request: forwards the caller's token, de-duplicates identical GETs, and maps
 * REST answers to GraphQL errors once for every resolver (401, 403, 4xx input errors, the rest masked).
 *
 * Typed by the REST contract (rest-contract.ts): a call names a concrete path (`/employees/${id}`), which must fill a
 * path of the API's OpenAPI document, and its answer, query and body are that path's, so a renamed API field fails
 * the type check where the gateway uses it.
 */
export class RestClient {
  readonly calls: RestCall[] = [];
  private gets = new Map<string, Promise<Answer>>();
  private writeListeners: (() => void)[] = [];
  private accessAsk: ((access: CallerAccess | null) => void) | null = null;

  constructor(private readonly transport: RestTransport, readonly caller: Caller) {}

  /** A list page; `null` is never returned: 204 is an empty page. */
  async getPage<S extends CallPath<'get', ListPath>>(path: S, query?: CallQuery<S, 'get'>): Promise<Page<CallItem<S>>> {
    const params: Query = query ?? {};
    const answer = await this.get(path, params);
    if (answer.status === 204) {
      const size = Number(params.size ?? 20);
      return { content: [], page: { number: Number(params.page ?? 0), size, totalElements: 0, totalPages: 0 } };
    }
    return answer.body as Page<CallItem<S>>;
  }

  /** A single lookup: 404 is `null`. */
  async getOne<S extends CallPath<'get'>>(path: S, query?: CallQuery<S, 'get'>): Promise<CallAnswer<S, 'get'> | null> {
    const answer = await this.get(path, query ?? {}).catch((error: unknown) => {
      if (error instanceof UserInputError && error.restCode === 'NOT_FOUND') return null;
      throw error;
    });
    return answer && answer.body as CallAnswer<S, 'get'>;
  }

  /**
   * A write: JSON, or multipart when given FormData; a route that also reads its query (`PUT /holidaypolicy/1`) gets it
   * last. Clears this request's cached reads, which it made stale.
   */
  async send<M extends WriteMethod, S extends CallPath<Verb<M>>>(
    method: M, path: S, body?: CallBody<S, Verb<M>>, query?: CallQuery<S, Verb<M>>,
  ): Promise<CallAnswer<S, Verb<M>>> {
    try {
      const answer = await this.call(method, path, query ?? {}, body);
      return (answer.status === 204 ? undefined : answer.body) as CallAnswer<S, Verb<M>>;
    } finally {
      this.gets.clear();
      for (const listener of this.writeListeners) listener();
    }
  }

  /**
   * A route that answers bytes (GET a photo, POST an export, filtered by its query). Errors map as for every other
   * call. A POST here reads (exports change nothing), so it keeps the cached reads.
   */
  async download<M extends 'GET' | 'POST', S extends CallPath<Verb<M>>>(
    method: M, path: S, body?: CallBody<S, Verb<M>>, headers: Record<string, string> = {}, query?: CallQuery<S, Verb<M>>,
  ): Promise<BinaryAnswer> {
    const answer = await this.call(method, path, query ?? {}, body, { binary: true, headers });
    return answer.body as BinaryAnswer;
  }

  /**
   * Asks the next call of this request to bring back the caller's authorities and enabled modules in its answer's
   * headers (the API adds them when sent `x-pontual-access`), so they cost no call of their own. `null` when no call
   * went out before the event loop's next turn (a mutation waiting for its decision), or the answer carried none (a
   * refused token): the caller then asks for them the plain way.
   */
  askAccess(): Promise<CallerAccess | null> {
    return new Promise((resolve) => {
      this.accessAsk = resolve;
      setImmediate(() => {
        if (this.accessAsk !== resolve) return;
        this.accessAsk = null;
        resolve(null);
      });
    });
  }

  /**
   * The API's live stream (`GET /live`) for this caller, once it is open (a refusal throws here, as any call's does);
   * its events end when `signal` aborts.
   */
  async live(query: Query, signal: AbortSignal): Promise<AsyncGenerator<LiveEvent>> {
    const { streamPool, basePath } = this.transport;
    const qs = queryString(query);
    const headers: Record<string, string> = { accept: 'text/event-stream', 'x-request-id': this.caller.requestId };
    if (this.caller.token) headers.authorization = `Bearer ${this.caller.token}`;
    const res = await streamPool.request({ method: 'GET', path: `${basePath}/live${qs ? `?${qs}` : ''}`, headers, signal });
    if (res.statusCode !== 200) {
      const text = await res.body.text();
      this.check('GET', '/live', res.statusCode, text ? JSON.parse(text) : undefined);
    }
    return serverSentEvents(res.body);
  }

  /** Drops the cached reads and the loaders' values: a subscription reads afresh after each event. */
  forget(): void {
    this.gets.clear();
    for (const listener of this.writeListeners) listener();
  }

  onWrite(listener: () => void): void {
    this.writeListeners.push(listener);
  }

  private get(path: string, query: Query): Promise<Answer> {
    const key = `${path}?${queryString(query)}`;
    let answer = this.gets.get(key);
    if (!answer) {
      answer = this.call('GET', path, query);
      this.gets.set(key, answer);
    }
    return answer;
  }

  private async call(method: string, path: string, query: Query, body?: unknown, extra: { binary?: boolean; headers?: Record<string, string> } = {}): Promise<Answer> {
    const { pool, basePath, timeoutMs, options } = this.transport;
    const qs = queryString(query);
    const fullPath = `${basePath}${path}${qs ? `?${qs}` : ''}`;
    const headers: Record<string, string> = { accept: extra.binary ? '*/*' : 'application/json', ...extra.headers, 'x-request-id': this.caller.requestId };
    if (this.caller.token) headers.authorization = `Bearer ${this.caller.token}`;
    if (this.caller.acceptLanguage) headers['accept-language'] = this.caller.acceptLanguage;
    if (this.caller.clientAddress) headers['x-forwarded-for'] = this.caller.clientAddress;
    if (this.caller.kioskToken && (path === '/kiosk' || path.startsWith('/kiosk/'))) headers['x-kiosk-token'] = this.caller.kioskToken;
    const ask = this.accessAsk;
    if (ask) {
      this.accessAsk = null;
      headers['x-pontual-access'] = '1';
    }
    let told: CallerAccess | null = null;
    let payload: string | FormData | undefined;
    if (body instanceof FormData) payload = body;
    else if (body !== undefined) {
      payload = JSON.stringify(body);
      headers['content-type'] = 'application/json';
    }
    const started = performance.now();
    let status = 0;
    try {
      const res = await pool.request({ method: method as 'GET', path: fullPath, headers, body: payload, signal: AbortSignal.timeout(timeoutMs) });
      status = res.statusCode;
      if (ask) told = accessIn(res.headers);
      if (extra.binary && status >= 200 && status < 300) return { status, body: binaryAnswer(Buffer.from(await res.body.arrayBuffer()), res.headers) };
      const text = await res.body.text();
      const parsed: unknown = text ? JSON.parse(text) : undefined;
      return this.check(method, path, status, parsed);
    } catch (error) {
      if (error instanceof Error && 'extensions' in error) throw error;
      options.logger.error({ msg: 'REST call failed', requestId: this.caller.requestId, method, path, status, ...errorDetails(error) });
      throw masked(this.caller.requestId);
    } finally {
      ask?.(told);
      const call = { method, path: `${path}${qs ? `?${qs}` : ''}`, status, ms: performance.now() - started, requestId: this.caller.requestId };
      this.calls.push(call);
      options.onCall?.(call);
    }
  }

  private check(method: string, path: string, status: number, body: unknown): Answer {
    if (status >= 200 && status < 300) return { status, body };
    const error = (body ?? {}) as Partial<RestErrorBody>;
    if (status === 401) throw unauthenticated(error.message, error.code);
    if (status === 403) throw error.code === 'MODULE_DISABLED' ? moduleDisabled(error.message ?? 'Module disabled') : forbidden(error.message);
    if (INPUT_STATUSES.has(status)) throw new UserInputError(status, error);
    if (status === 429) throw rateLimited(error.message ?? 'Too many requests; try again shortly');
    this.transport.options.logger.error({ msg: 'REST call answered unexpectedly', requestId: this.caller.requestId, method, path, status, body });
    throw masked(this.caller.requestId);
  }
}

function binaryAnswer(content: Buffer, headers: Record<string, string | string[] | undefined>): BinaryAnswer {
  const header = (name: string) => { const v = headers[name]; return Array.isArray(v) ? v[0] : v ?? null; };
  const disposition = /filename="([^"]+)"/.exec(header('content-disposition') ?? '');
  return { content, contentType: header('content-type') ?? 'application/octet-stream', fileName: disposition?.[1] ?? null, etag: header('etag') };
}

function accessIn(headers: Record<string, string | string[] | undefined>): CallerAccess | null {
  const list = (name: string) => { const v = headers[name]; return typeof v === 'string' ? new Set(v.split(',').filter(Boolean)) : null; };
  const authorities = list('x-pontual-authorities');
  const modules = list('x-pontual-modules');
  return authorities && modules ? { authorities, modules } : null;
}

function queryString(query: Query): string {
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) if (v !== undefined && v !== null) params.set(k, String(v));
  return params.toString();
}

export { FormData };
