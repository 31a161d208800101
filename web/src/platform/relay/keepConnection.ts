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
    const order = orderOf(id) ?? { field: sortBy, descending: false };
    const edges = [...(connection.getLinkedRecords('edges') ?? [])].filter((e): e is NonNullable<typeof e> => !!e);
    const key = (edge: (typeof edges)[number], field: string) => String(edge.getLinkedRecord('node')?.getValue(field) ?? '');
    const compare = (a: (typeof edges)[number], b: (typeof edges)[number]) =>
      collator.compare(key(a, order.field), key(b, order.field)) || collator.compare(key(a, sortBy), key(b, sortBy));
    connection.setLinkedRecords(edges.sort((a, b) => (order.descending ? -compare(a, b) : compare(a, b))), 'edges');
  }
}

/**
 * The order a list was fetched in, when a person chose it (a sortable column): Relay writes a connection's arguments
 * into its id (`…_connection(orderBy:[{"direction":"DESC","field":"END_NOTICE_DAYS"}])`); the field in camel case is
 * the node's (`endNoticeDays`).
 */
function orderOf(connectionId: string): { field: string; descending: boolean } | null {
  const match = /orderBy:(\[[^\]]*\])/.exec(connectionId);
  if (!match) return null;
  try {
    const [first] = JSON.parse(match[1]) as { field?: string; direction?: string }[];
    if (!first?.field) return null;
    const field = first.field.toLowerCase().replace(/_([a-z])/g, (_m, c: string) => c.toUpperCase());
    return { field, descending: first.direction === 'DESC' };
  } catch {
    return null;
  }
}
