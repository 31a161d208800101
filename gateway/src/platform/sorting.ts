/** `[{field: NAME, direction: DESC}]` → the API's `sort=name,desc` (several joined with `;`). */
export function sortParam<F extends string>(orderBy: readonly { field: F; direction?: string | null }[] | null | undefined, fields: Record<F, string>): string | undefined {
  if (!orderBy?.length) return undefined;
  return orderBy.map((o) => `${fields[o.field]},${(o.direction ?? 'ASC').toLowerCase()}`).join(';');
}

/** Keeps the values a `loadMany` found, dropping misses and per-key errors (hidden rows). */
export function found<T>(values: readonly (T | null | Error)[]): T[] {
  return values.filter((v): v is T => v !== null && !(v instanceof Error));
}
