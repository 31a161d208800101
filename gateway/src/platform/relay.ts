import type DataLoader from 'dataloader';
import { badInput, UserInputError } from './errors.ts';
import { GatewayErrors } from './gateway.errors.ts';
import { prime } from './loaders.ts';
import type { CallItem, CallPath, CallQuery, ListPath, Page } from './rest-contract.ts';
import type { RestClient } from './rest-client.ts';

/** Global ids are base64 of "Type:databaseId" (Relay server specification). */
export function toGlobalId(type: string, id: number | string): string {
  return Buffer.from(`${type}:${id}`, 'utf8').toString('base64');
}

export function fromGlobalId(globalId: string): { type: string; id: number } | null {
  const decoded = Buffer.from(globalId, 'base64').toString('utf8');
  const match = /^([A-Za-z]+):(\d{1,10})$/.exec(decoded);
  return match ? { type: match[1], id: Number(match[2]) } : null;
}

/** The database id of a global id of the expected type; a wrong one is a user error naming the field. */
export function idOf(globalId: string, type: string, field: string[] = ['id']): number {
  const parsed = fromGlobalId(globalId);
  if (!parsed || parsed.type !== type) {
    throw new UserInputError(400, { code: GatewayErrors.INVALID_ID, message: `Not a ${type} id: ${globalId}`, subErrors: [{ field: field.join('.'), message: `is not a ${type} id` }] });
  }
  return parsed.id;
}

export const MAX_FIRST = 100;

export interface ConnectionArgs { first?: number | null; after?: string | null }

export interface PageWindow { start: number; count: number; page: number; size: number }

const cursorOf = (offset: number) => Buffer.from(`cursor:${offset}`).toString('base64');

function offsetOf(cursor: string): number {
  const match = /^cursor:(\d{1,15})$/.exec(Buffer.from(cursor, 'base64').toString('utf8'));
  if (!match) throw badInput(`Invalid cursor: ${cursor}`);
  return Number(match[1]);
}

/**
 * Maps `first`/`after` to the API's page/size. The window [start, start+count) must sit in one REST page: when
 * pages of `count` align (the usual case, paging on), that is it; otherwise the smallest larger page that holds it.
 */
export function pageWindow(args: ConnectionArgs): PageWindow {
  const count = args.first ?? 20;
  if (count < 0) throw badInput('first must not be negative');
  if (count > MAX_FIRST) throw badInput(`first must be at most ${MAX_FIRST}; page with after: pageInfo.endCursor`);
  const start = args.after ? offsetOf(args.after) + 1 : 0;
  if (count === 0) return { start, count, page: 0, size: 1 };
  let size = count;
  while (Math.floor(start / size) !== Math.floor((start + count - 1) / size)) size++;
  return { start, count, page: Math.floor(start / size), size };
}

export interface Connection<T> {
  edges: { cursor: string; node: T }[];
  pageInfo: { hasNextPage: boolean; hasPreviousPage: boolean; startCursor: string | null; endCursor: string | null };
  totalCount: number;
}

export function toConnection<T>(page: Page<T>, window: PageWindow): Connection<T> {
  const skip = window.start - window.page * window.size;
  const nodes = window.count === 0 ? [] : page.content.slice(skip, skip + window.count);
  const edges = nodes.map((node, i) => ({ cursor: cursorOf(window.start + i), node }));
  const total = page.page.totalElements;
  return {
    edges,
    pageInfo: {
      hasNextPage: window.start + nodes.length < total,
      hasPreviousPage: window.start > 0,
      startCursor: edges[0]?.cursor ?? null,
      endCursor: edges.at(-1)?.cursor ?? null,
    },
    totalCount: total,
  };
}

/** Fetches one connection page from a REST list route; rows with ids prime their loader, so relations reuse them. */
export async function fetchConnection<S extends CallPath<'get', ListPath>>(
  rest: RestClient, path: S, args: ConnectionArgs, query?: Omit<CallQuery<S, 'get'>, 'page' | 'size'>,
  loader?: CallItem<S> extends { id: number } ? DataLoader<number, CallItem<S> | null> : never,
): Promise<Connection<CallItem<S>>> {
  const window = pageWindow(args);
  // Every list takes page and size (DESIGN.md §2); the rest of the query was checked against `S` at the call.
  const page = await rest.getPage<S>(path, { ...query, page: window.page, size: window.size } as unknown as CallQuery<S, 'get'>);
  const connection = toConnection(page, window);
  if (loader) prime(loader as DataLoader<number, { id: number } | null>, connection.edges.map((e) => e.node as { id: number }));
  return connection;
}
