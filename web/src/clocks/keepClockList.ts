import { ConnectionHandler, type RecordProxy, type RecordSourceSelectorProxy } from 'relay-runtime';

/** What a new clock is checked against before it joins a list shown with filters. */
export interface ClockFacts { employeeId: string | null; departmentId: string | null; date: string; source: string }

const instantOf = (edge: RecordProxy) => String(edge.getLinkedRecord('node')?.getValue('instant') ?? '');

/** Newest first, as the server lists them: a correction may move a clock, a past clock recorded lands in its place. */
export function sortNewestFirst(store: RecordSourceSelectorProxy, connections: readonly string[]): void {
  for (const id of connections) {
    const connection = store.get(id);
    if (!connection) continue;
    const edges = [...(connection.getLinkedRecords('edges') ?? [])].filter((e): e is RecordProxy => !!e);
    const time = (e: RecordProxy) => new Date(instantOf(e)).getTime() || 0;
    connection.setLinkedRecords(edges.sort((a, b) => time(b) - time(a)), 'edges');
  }
}

/**
 * A clock just recorded joins the lists that would show it (`accepts` says, from the clock's own facts), in its
 * place by instant, and their counts follow — no reload.
 */
export function insertClock(store: RecordSourceSelectorProxy, connections: readonly string[], clock: RecordProxy,
  accepts: (facts: ClockFacts) => boolean): void {
  const facts: ClockFacts = {
    employeeId: (clock.getLinkedRecord('employee')?.getValue('id') as string | undefined) ?? null,
    departmentId: (clock.getLinkedRecord('department')?.getValue('id') as string | undefined) ?? null,
    date: String(clock.getValue('date') ?? ''),
    source: String(clock.getValue('source') ?? ''),
  };
  if (!accepts(facts)) return;
  for (const id of connections) {
    const connection = store.get(id);
    if (!connection) continue;
    const known = (connection.getLinkedRecords('edges') ?? []).some((e) => e?.getLinkedRecord('node')?.getDataID() === clock.getDataID());
    if (known) continue;
    ConnectionHandler.insertEdgeBefore(connection, ConnectionHandler.createEdge(store, connection, clock, 'ClockEdge'));
    const total = connection.getValue('totalCount');
    if (typeof total === 'number') connection.setValue(total + 1, 'totalCount');
  }
  sortNewestFirst(store, connections);
}
