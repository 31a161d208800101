import type { GraphQLSingularResponse, PayloadError } from 'relay-runtime';

interface IncrementalItem {
  data?: Record<string, unknown> | null;
  items?: unknown[];
  path: Array<string | number>;
  label?: string;
  errors?: PayloadError[];
  extensions?: Record<string, unknown>;
}

export interface ExecutionPart {
  data?: Record<string, unknown> | null;
  errors?: PayloadError[];
  extensions?: Record<string, unknown>;
  incremental?: IncrementalItem[];
  hasNext?: boolean;
}

/**
 * Turns one part of an incremental response (`{data, hasNext}` then `{incremental: [...], hasNext}`) into the
 * flat payloads Relay 21 expects: one `{data, path, label}` per deferred fragment.
 */
export function flattenIncremental(part: ExecutionPart): GraphQLSingularResponse[] {
  if (!part.incremental) {
    if (part.data === undefined && !part.errors) return [];
    return [{ data: part.data ?? null, errors: part.errors, extensions: part.extensions } as GraphQLSingularResponse];
  }
  return part.incremental.map((item) => ({
    data: (item.data ?? null) as GraphQLSingularResponse['data'] & object,
    errors: item.errors,
    extensions: item.extensions,
    path: item.path,
    label: item.label,
  }) as GraphQLSingularResponse);
}
