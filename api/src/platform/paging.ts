import { Type, type TSchema } from 'typebox';
import { sql } from 'kysely';
import type { FastifyReply } from 'fastify';
import { fieldError } from './errors.ts';
import { Int32 } from './input-types.ts';

export const MAX_PAGE_SIZE = 2147483647;
const DEFAULT_PAGE_SIZE = 20;

/** `?page=0&size=N&sort=field,asc&ids=1,2,3` (DESIGN.md §2). */
export const PageQueryProperties = {
  page: Type.Optional(Int32({ minimum: 0, default: 0, description: 'Zero-based page number' })),
  size: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_PAGE_SIZE, default: DEFAULT_PAGE_SIZE })),
  sort: Type.Optional(Type.String({ description: 'field,asc or field,desc; repeat with ; for several', maxLength: 200 })),
  ids: Type.Optional(Type.String({ pattern: '^\\d{1,10}(,\\d{1,10}){0,999}$', format: 'id-list', maxLength: 10999, description: 'Comma-separated ids (batch lookup), at most 1000' })),
};
export const PageQuery = Type.Object(PageQueryProperties, { additionalProperties: false });

export interface PageParams { page?: number; size?: number; sort?: string; ids?: string }

export function pageOf<T extends TSchema>(item: T) {
  return Type.Object({
    content: Type.Array(item),
    page: Type.Object({
      number: Type.Integer(), size: Type.Integer(), totalElements: Type.Integer(), totalPages: Type.Integer(),
    }),
  });
}

export interface SortSpec { column: string; direction: 'asc' | 'desc' }

/** Parses `sort`, accepting only the listed fields (public name → column). */
export function parseSort(sort: string | undefined, allowed: Record<string, string>, fallback: SortSpec): SortSpec[] {
  if (!sort) return [fallback];
  const specs = sort.split(';').filter(Boolean).map((part) => {
    const [field, dir = 'asc'] = part.split(',').map((s) => s.trim());
    const column = allowed[field];
    if (!column) throw fieldError('sort', `cannot sort by "${field}"; use one of ${Object.keys(allowed).join(', ')}`);
    const direction = dir.toLowerCase();
    if (direction !== 'asc' && direction !== 'desc') throw fieldError('sort', `direction must be asc or desc, not "${dir}"`);
    return { column, direction: direction as 'asc' | 'desc' };
  });
  return specs.length ? specs : [fallback];
}

/** A column reference, or a whitelisted expression such as `lower(e.name)`, for ORDER BY. */
export function sortExpression(column: string) {
  return column.includes('(') ? sql.raw(column) : sql.ref(column);
}

/** A LIKE pattern matching `search` anywhere, lower-cased, with its own % and _ taken literally. */
export function containsPattern(search: string): string {
  return `%${search.toLowerCase().replace(/[%_\\]/g, '\\$&')}%`;
}

export function parseIds(ids: string | undefined): number[] | undefined {
  if (!ids) return undefined;
  return [...new Set(ids.split(',').map(Number))];
}

export function paging(params: PageParams) {
  const page = params.page ?? 0;
  const size = params.size ?? DEFAULT_PAGE_SIZE;
  // Offsets past PostgreSQL's bigint range are pointless; an empty page is the honest answer.
  const offset = Math.min(page * size, Number.MAX_SAFE_INTEGER);
  return { page, size, offset };
}

/** Sends a page, or 204 when it is empty (DESIGN.md §2). */
export function sendPage<T>(reply: FastifyReply, content: T[], total: number, params: PageParams) {
  const { page, size } = paging(params);
  if (content.length === 0) return reply.status(204).send();
  return reply.send({
    content,
    page: { number: page, size, totalElements: total, totalPages: Math.ceil(total / size) },
  });
}

/** Sorts an in-memory list by `sort`, accepting only the listed fields (public name → property). */
export function sortRows<T>(rows: T[], sort: string | undefined, allowed: Record<string, keyof T & string>, fallback: keyof T & string): T[] {
  const specs = parseSort(sort, allowed, { column: fallback, direction: 'asc' });
  const collator = new Intl.Collator('en', { numeric: true, sensitivity: 'base' });
  return [...rows].sort((a, b) => {
    for (const { column, direction } of specs) {
      const x = a[column as keyof T] as unknown;
      const y = b[column as keyof T] as unknown;
      const c = typeof x === 'number' && typeof y === 'number' ? x - y : collator.compare(String(x ?? ''), String(y ?? ''));
      if (c !== 0) return direction === 'asc' ? c : -c;
    }
    return 0;
  });
}

/** One page of an in-memory list, after the `ids` filter and the sort. */
export function pageRows<T extends object>(
  rows: T[], params: PageParams, allowed: Record<string, keyof T & string>, fallback: keyof T & string,
): { content: T[]; total: number } {
  const ids = parseIds(params.ids);
  const filtered = ids ? rows.filter((r) => ids.includes(Number((r as { id?: unknown }).id))) : rows;
  const sorted = sortRows(filtered, params.sort, allowed, fallback);
  const { size, offset } = paging(params);
  return { content: sorted.slice(offset, offset + size), total: sorted.length };
}

/** Sends one page of an in-memory list (short reference lists), honouring `ids` and `sort`. */
export function sendRows<T extends object>(
  reply: FastifyReply, rows: T[], params: PageParams, allowed: Record<string, keyof T & string>, fallback: keyof T & string,
) {
  const { content, total } = pageRows(rows, params, allowed, fallback);
  return sendPage(reply, content, total, params);
}

/** Paging for lists whose items have no numeric id (no `ids` batch lookup). */
export const PageQueryNoIds = Type.Object({
  page: PageQueryProperties.page, size: PageQueryProperties.size, sort: PageQueryProperties.sort,
}, { additionalProperties: false });
