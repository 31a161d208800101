import type { Transaction } from 'kysely';
import type { DB } from '../platform/db/schema.ts';
import { storage } from '../platform/storage.ts';
import { addDaysIso } from '../../../domain/dates.rules.ts';
import { periodDays } from '../../../domain/absences/absence-days.ts';
import { loadCalendars } from '../absences/absence-calendar.repository.ts';

type Trx = Transaction<DB>;
type Status = 'PENDING' | 'UNDER_ANALYSIS' | 'APPROVED' | 'REJECTED' | 'CANCELLED';

const ABSENCE_TYPES = [
  { name: 'Sick leave', code: 'SICK', justification_needed: true, days_to_justification: 5 },
  { name: 'Falta', code: 'MISSED', justification_needed: true, days_to_justification: 3 },
  { name: 'Training', code: 'TRAINING', impact_expected_time_work: false },
];

/**
 * Absence requests of the demo company, by demo-employee index (0 admin, 2 manager, 3 leader and 4 employee
 * in Operations). Pending for HR: 6 (indexes 2, 3, 4, 6, 10, 15); pending for the Operations manager: 3
 * (3, 4, 10; 15 has the manager's approval and the manager's own request is not theirs to decide).
 */
const REQUESTS: { who: number; type: string; from: number; days: number; status: Status; admin: Status; manager: Status; comment?: string }[] = [
  { who: 4, type: 'HOLIDAYS', from: 14, days: 5, status: 'PENDING', admin: 'PENDING', manager: 'PENDING' },
  { who: 10, type: 'SICK', from: -2, days: 3, status: 'PENDING', admin: 'PENDING', manager: 'PENDING' },
  { who: 15, type: 'HOLIDAYS', from: 30, days: 10, status: 'PENDING', admin: 'PENDING', manager: 'APPROVED' },
  { who: 3, type: 'TRAINING', from: 7, days: 2, status: 'PENDING', admin: 'PENDING', manager: 'PENDING' },
  { who: 2, type: 'HOLIDAYS', from: 45, days: 5, status: 'PENDING', admin: 'PENDING', manager: 'PENDING' },
  { who: 6, type: 'HOLIDAYS', from: 21, days: 3, status: 'PENDING', admin: 'PENDING', manager: 'PENDING' },
  { who: 7, type: 'HOLIDAYS', from: 9, days: 1, status: 'UNDER_ANALYSIS', admin: 'UNDER_ANALYSIS', manager: 'APPROVED' },
  { who: 9, type: 'HOLIDAYS', from: -20, days: 5, status: 'APPROVED', admin: 'APPROVED', manager: 'APPROVED' },
  { who: 11, type: 'HOLIDAYS', from: 12, days: 2, status: 'REJECTED', admin: 'PENDING', manager: 'REJECTED', comment: 'Stock count that week' },
  { who: 12, type: 'MISSED', from: -6, days: 1, status: 'CANCELLED', admin: 'PENDING', manager: 'PENDING' },
];


/** A one-page PDF, so the demo documents open. */
const DEMO_PDF = new TextEncoder().encode([
  '%PDF-1.4', '1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj', '2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj',
  '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 595 842]>>endobj', 'trailer<</Root 1 0 R>>', '%%EOF', '',
].join('\n'));

/**
 * Absence requests and archive documents waiting for someone, so the badges show real work (inconsistencies come
 * from the engine over the demo's clocks: demo-clocks.ts).
 */
export async function seedDemoWorkItems(trx: Trx, employeeIds: number[], adminAccountId: number, today: string): Promise<void> {
  await trx.insertInto('absence_types').values(ABSENCE_TYPES).onConflict((oc) => oc.column('code').doNothing()).execute();
  const types = new Map((await trx.selectFrom('absence_types').select(['id', 'code']).execute()).map((t) => [t.code, t.id]));
  // Days are counted on each person's timetable, as the API counts them (their schedules are seeded before).
  const calendars = await loadCalendars(trx, REQUESTS.map((r) => employeeIds[r.who]), addDaysIso(today, -30), addDaysIso(today, 90));
  for (const r of REQUESTS) {
    const first = addDaysIso(today, r.from);
    const last = addDaysIso(first, r.days - 1);
    const days = periodDays({ validFrom: first, validTo: last, coverage: 'FULL', dayScope: 'FULL_DAY' }, calendars.get(employeeIds[r.who])!);
    const { id } = await trx.insertInto('absence_requests').values({
      requester_id: employeeIds[r.who], absence_type_id: types.get(r.type)!, status: r.status, admin_status: r.admin,
      manager_status: r.manager, comment: r.comment ?? null, first_start_date: first, last_end_date: last, number_of_days: days,
      approved_on: r.status === 'APPROVED' ? new Date(`${addDaysIso(today, r.from - 10)}T10:00:00Z`) : null,
    }).returning('id').executeTakeFirstOrThrow();
    await trx.insertInto('absence_request_periods').values({ absence_request_id: id, valid_from: first, valid_to: last, number_of_days: days }).execute();
    await trx.insertInto('absence_request_events').values({
      absence_request_id: id, action: 'REQUESTED', status: 'PENDING', at: new Date(`${addDaysIso(today, Math.min(r.from, 0) - 14)}T09:00:00Z`),
    }).execute();
  }

  const fileId = await storage.put(trx, 'document', DEMO_PDF, 'application/pdf');
  const documents = [
    { who: 4, type: 1, name: 'identity-card.pdf', status: 'PENDING' },
    { who: 6, type: 2, name: 'proof-of-address.pdf', status: 'PENDING' },
    { who: 10, type: 4, name: 'medical-certificate.pdf', status: 'PENDING' },
    { who: 7, type: 3, name: 'employment-contract.pdf', status: 'APPROVED' },
    { who: 9, type: 5, name: 'training-certificate.pdf', status: 'APPROVED' },
  ];
  await trx.insertInto('archive_documents').values(documents.map((doc, i) => ({
    employee_id: employeeIds[doc.who], document_type_id: doc.type, file_id: fileId, file_name: doc.name, status: doc.status,
    uploaded_at: new Date(`${addDaysIso(today, -1 - i)}T09:30:00Z`),
    verified_at: doc.status === 'APPROVED' ? new Date(`${addDaysIso(today, -i)}T11:00:00Z`) : null,
    verified_by: doc.status === 'APPROVED' ? adminAccountId : null,
  }))).execute();
}
