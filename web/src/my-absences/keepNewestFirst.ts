import type { RecordSourceSelectorProxy } from 'relay-runtime';

/**
 * After a request is added or its dates change, the loaded list keeps the API's order (first day, newest first) and
 * its count, without reading it again. Run after the mutation's declarative @prependNode.
 */
export function keepNewestFirst(store: RecordSourceSelectorProxy, connections: readonly string[], delta: number): void {
  for (const id of connections) {
    const connection = store.get(id);
    if (!connection) continue;
    const total = connection.getValue('totalCount');
    if (typeof total === 'number' && delta) connection.setValue(Math.max(0, total + delta), 'totalCount');
    const edges = [...(connection.getLinkedRecords('edges') ?? [])].filter((e): e is NonNullable<typeof e> => !!e);
    const first = (edge: (typeof edges)[number]) => String(edge.getLinkedRecord('node')?.getValue('firstStartDate') ?? '');
    // a stable sort: requests of the same first day keep the order they had
    connection.setLinkedRecords(edges.sort((a, b) => first(b).localeCompare(first(a))), 'edges');
  }
}
