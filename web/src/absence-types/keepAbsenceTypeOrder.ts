import i18next from 'i18next';
import type { RecordSourceSelectorProxy } from 'relay-runtime';
import { HOLIDAYS_ABSENCE_TYPE_ID } from '../../../domain/work-items.ts';
import { keepConnection } from '../platform/relay/keepConnection.ts';

/**
 * Keeps the lists of types true after a create, edit or delete (count and rows by keepConnection), then puts them
 * back in the API's order: Holidays first, then by name as people read it.
 */
export function keepAbsenceTypeOrder(store: RecordSourceSelectorProxy, connections: readonly string[], delta = 0): void {
  keepConnection(store, { connections, delta });
  const collator = new Intl.Collator(i18next.language || 'en', { numeric: true, sensitivity: 'base' });
  for (const id of connections) {
    const connection = store.get(id);
    if (!connection) continue;
    const edges = [...(connection.getLinkedRecords('edges') ?? [])].filter((e): e is NonNullable<typeof e> => !!e);
    const key = (edge: (typeof edges)[number]) => {
      const node = edge.getLinkedRecord('node');
      return { first: node?.getValue('databaseId') === HOLIDAYS_ABSENCE_TYPE_ID ? 0 : 1, name: String(node?.getValue('name') ?? '') };
    };
    connection.setLinkedRecords(edges.sort((a, b) => {
      const [ka, kb] = [key(a), key(b)];
      return ka.first - kb.first || collator.compare(ka.name, kb.name);
    }), 'edges');
  }
}
