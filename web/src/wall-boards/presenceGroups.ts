/** One person on a presence board, as `Query.presence` gives them. */
export interface PresenceRow {
  readonly presence: string;
  readonly lateToday: boolean;
  readonly lastClockAt?: string | null;
  readonly id: string;
  readonly name: string;
  readonly department?: { readonly id: string; readonly name: string } | null;
}

export interface PresenceColumns<R extends PresenceRow> { in: R[]; excused: R[]; out: R[] }

const byName = (collator: Intl.Collator) => (a: PresenceRow, b: PresenceRow) => collator.compare(a.name, b.name);

/** Who is in (late ones among them, marked), who is excused and who is out, each by name. */
export function presenceColumns<R extends PresenceRow>(rows: readonly R[], language = 'en'): PresenceColumns<R> {
  const sorted = [...rows].sort(byName(new Intl.Collator(language, { sensitivity: 'base' })));
  return {
    in: sorted.filter((r) => r.presence === 'PRESENT'),
    excused: sorted.filter((r) => r.presence === 'EXCUSED'),
    out: sorted.filter((r) => r.presence !== 'PRESENT' && r.presence !== 'EXCUSED'),
  };
}

export interface DepartmentGroup<R extends PresenceRow> { key: string; name: string | null; columns: PresenceColumns<R>; late: number }

/** The board per department, by department name; people without a department last. */
export function byDepartment<R extends PresenceRow>(rows: readonly R[], language = 'en'): DepartmentGroup<R>[] {
  const groups = new Map<string, { name: string | null; rows: R[] }>();
  for (const row of rows) {
    const dept = row.department ?? null;
    const key = dept?.id ?? '';
    const group = groups.get(key) ?? { name: dept?.name ?? null, rows: [] };
    group.rows.push(row);
    groups.set(key, group);
  }
  const collator = new Intl.Collator(language, { sensitivity: 'base' });
  return [...groups.entries()]
    .sort(([, a], [, b]) => (a.name === null ? 1 : b.name === null ? -1 : collator.compare(a.name, b.name)))
    .map(([key, g]) => ({ key, name: g.name, columns: presenceColumns(g.rows, language), late: g.rows.filter((r) => r.presence === 'PRESENT' && r.lateToday).length }));
}

export interface PresenceTotals { present: number; absent: number; excused: number; late: number; total: number }

/** The counts of a whole board, from its rows: they follow each live update without asking the server. */
export function countsOf(rows: readonly PresenceRow[]): PresenceTotals {
  const present = rows.filter((r) => r.presence === 'PRESENT');
  const excused = rows.filter((r) => r.presence === 'EXCUSED').length;
  return { present: present.length, excused, absent: rows.length - present.length - excused, late: present.filter((r) => r.lateToday).length, total: rows.length };
}
