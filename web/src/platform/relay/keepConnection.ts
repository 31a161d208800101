import i18next from 'i18next';
import { ConnectionHandler, type RecordSourceSelectorProxy } from 'relay-runtime';

export interface KeepOptions {
  /** the connections the list shows (their `__id`) */
  connections: readonly string[];
  /** how many rows the change added (+1), removed (-1) or neither (0): `totalCount` follows, when the connection has one */
  delta?: number;
  /** the node field the list is sorted by; the edges are put back in that order (names as people read them, dates) */
  sortBy?: string;
  /** a node that no longer belongs to the list (an edit moved it out of the year shown): its edge is taken out */
  remove?: string | null;
}

/**
 * A Relay updater that keeps a list true after a create, edit or delete without reloading it: the count, the order,
 * and which rows belong. Run after the declarative @appendNode / @deleteEdge of the same mutation.
 */
export function keepConnection(store: RecordSourceSelectorProxy, { connections, delta = 0, sortBy, remove }: KeepOptions): void {
  const collator = new Intl.Collator(i18next.language || 'en', { numeric: true, sensitivity: 'base' });
  for (const id of connections) {
    const connection = store.get(id);
    if (!connection) continue;
    if (remove) ConnectionHandler.deleteNode(connection, remove);
    const total = connection.getValue('totalCount');
    if (typeof total === 'number' && delta) connection.setValue(Math.max(0, total + delta), 'totalCount');
    if (!sortBy) continue;
    const edges = [...(connection.getLinkedRecords('edges') ?? [])].filter((e): e is NonNullable<typeof e> => !!e);
    const key = (edge: (typeof edges)[number]) => String(edge.getLinkedRecord('node')?.getValue(sortBy) ?? '');
    connection.setLinkedRecords(edges.sort((a, b) => collator.compare(key(a), key(b))), 'edges');
  }
}
