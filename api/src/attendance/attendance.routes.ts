import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { addDays } from '../../../domain/schedule.ts';
import { clockReadScope, CLOCKS_READ } from '../clocks/clock.access.ts';
import type { AppContext } from '../platform/context.ts';
import { fieldError } from '../platform/errors.ts';
import { groupBy } from '../platform/group-by.ts';
import { parseIds } from '../platform/paging.ts';
import { attendanceEmployees, freshenWorkdays, readWorkdays } from './attendance.service.ts';
import { AttendancePageDto, AttendanceQuery, MAX_ATTENDANCE_DAYS } from './attendance.schemas.ts';
import { attendanceColumns, toCsv, toJsonLines, type ExportLine } from './attendance-export.ts';
import { errorLanguageOf } from '../../../domain/error-codes.ts';
import { sendXlsx } from '../platform/xlsx.ts';
import { Type } from 'typebox';

/** The most employees one export holds (62 days of 5,000 people: 310,000 lines). */
const EXPORT_MAX_EMPLOYEES = 5000;

const TOTALS = ['scheduledMinutes', 'expectedMinutes', 'absenceMinutes', 'workedMinutes', 'extraMinutes', 'nightMinutes', 'balanceMinutes'] as const;

export async function attendanceRoutes(root: FastifyInstance, ctx: AppContext): Promise<void> {
  const app = root.withTypeProvider<TypeBoxTypeProvider>();
  const tags = ['attendance'];

  /** Checks a period query (to ≥ from, at most MAX_ATTENDANCE_DAYS). */
  const checkPeriod = (q: { from: string; to: string }) => {
    if (q.to < q.from) throw fieldError('to', 'must not be before from');
    if (addDays(q.from, MAX_ATTENDANCE_DAYS - 1) < q.to) throw fieldError('to', `must be at most ${MAX_ATTENDANCE_DAYS} days from from`);
  };

  const { page: _page, size: _size, detail: _detail, ...exportFilters } = AttendanceQuery.properties;
  app.post('/attendances/export', {
    config: { access: CLOCKS_READ },
    schema: {
      tags,
      summary: `The workdays of the employees in your scope as one line per employee and day — xlsx, csv, or JSON Lines for payroll systems (at most ${EXPORT_MAX_EMPLOYEES.toLocaleString('en')} employees; choose a department beyond)`,
      querystring: Type.Object({ ...exportFilters, format: Type.Optional(Type.Union([Type.Literal('xlsx'), Type.Literal('csv'), Type.Literal('jsonl')], { default: 'xlsx' })) }, { additionalProperties: false }),
      produces: ['application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', 'text/csv', 'application/jsonl'],
    },
  }, async (request, reply) => {
    const q = request.query;
    checkPeriod(q);
    const filter = { employeeId: q.employeeId, employeeIds: parseIds(q.employeeIds), departmentId: q.departmentId };
    const { rows: employees, total } = await attendanceEmployees(ctx.db, clockReadScope(request), filter, EXPORT_MAX_EMPLOYEES, 0);
    if (total > EXPORT_MAX_EMPLOYEES) throw fieldError('departmentId', `the export holds at most ${EXPORT_MAX_EMPLOYEES} employees (${total} match); choose a department`);
    const lines: ExportLine[] = [];
    for (let i = 0; i < employees.length; i += 500) {
      const part = employees.slice(i, i + 500);
      const ids = part.map((e) => e.id);
      await freshenWorkdays(ctx.db, ids, q.from, q.to, ctx.now());
      const { workdays, inconsistencies } = await readWorkdays(ctx.db, ids, q.from, q.to, false);
      const pendingOf = groupBy(inconsistencies.filter((x) => x.status === 'PENDING'), (x) => `${x.employee_id}|${x.date}`);
      const who = new Map(part.map((e) => [e.id, e]));
      for (const w of workdays) {
        const e = who.get(w.employee_id)!;
        lines.push({
          employeeId: e.id, employee: e.name, department: e.departmentName, date: w.date, kind: w.kind,
          expectedMinutes: w.expected_minutes, workedMinutes: w.worked_minutes, breakMinutes: w.break_minutes, extraMinutes: w.extra_minutes,
          nightMinutes: w.night_minutes, absenceMinutes: w.absence_minutes, balanceMinutes: w.balance_minutes,
          pendingInconsistencies: (pendingOf.get(`${w.employee_id}|${w.date}`) ?? []).map((x) => x.type),
        });
      }
    }
    const { file, sheet, columns } = attendanceColumns(errorLanguageOf(request.headers['accept-language']));
    const name = `${file}-${q.from}-${q.to}`;
    const format = q.format ?? 'xlsx';
    if (format === 'xlsx') return sendXlsx(reply, `${name}.xlsx`, sheet, columns, lines);
    const [body, type] = format === 'csv' ? [toCsv(columns, lines), 'text/csv; charset=utf-8'] : [toJsonLines(lines), 'application/jsonl; charset=utf-8'];
    return reply.header('content-type', type).header('content-disposition', `attachment; filename="${name}.${format}"`).send(body);
  });

  app.get('/attendances', {
    config: { access: CLOCKS_READ },
    schema: {
      tags,
      summary: 'The workdays of the employees in your scope (scoped like clocks) from one date to another: expected, worked, extra, night, absence and balance minutes, pairs and inconsistencies with their explanations; totals per employee',
      querystring: AttendanceQuery,
      response: { 200: AttendancePageDto },
    },
  }, async (request) => {
    const q = request.query;
    checkPeriod(q);
    const size = q.size ?? 50;
    const page = q.page ?? 0;
    const scope = clockReadScope(request);
    const { rows: employees, total } = await attendanceEmployees(ctx.db, scope, { employeeId: q.employeeId, employeeIds: parseIds(q.employeeIds), departmentId: q.departmentId }, size, page * size);
    const ids = employees.map((e) => e.id);
    await freshenWorkdays(ctx.db, ids, q.from, q.to, ctx.now());
    const detail = q.detail ?? true;
    const { workdays, inconsistencies } = await readWorkdays(ctx.db, ids, q.from, q.to, detail);
    const daysOf = groupBy(workdays, (w) => w.employee_id);
    const problemsOf = groupBy(inconsistencies, (i) => `${i.employee_id}|${i.date}`);
    return {
      content: employees.map((e) => {
        const days = (daysOf.get(e.id) ?? []).map((w) => ({
          date: w.date, kind: w.kind as 'WORK', scheduleId: w.schedule_id, timetableType: w.timetable_type, timeZone: w.time_zone,
          scheduledMinutes: w.scheduled_minutes, expectedMinutes: w.expected_minutes, absenceMinutes: w.absence_minutes, workedMinutes: w.worked_minutes,
          breakMinutes: w.break_minutes, extraMinutes: w.extra_minutes, nightMinutes: w.night_minutes, balanceMinutes: w.balance_minutes,
          extra: w.extra, ...('pairs' in w ? { expected: w.expected, pairs: w.pairs } : {}), openSince: w.open_since ? new Date(w.open_since).toISOString() : null, closed: w.closed,
          inconsistencies: (problemsOf.get(`${e.id}|${w.date}`) ?? []).map((i) => ({
            id: i.id, type: i.type as 'ABSENT', status: i.status as 'PENDING', anchor: i.anchor, minutes: i.minutes, final: i.final,
            resolution: i.resolution, justified: i.justified, explanation: ('explanation' in i ? i.explanation ?? null : null) as never,
          })),
        }));
        const totals = Object.fromEntries(TOTALS.map((k) => [k, days.reduce((sum, d) => sum + d[k], 0)])) as Record<(typeof TOTALS)[number], number>;
        return {
          employeeId: e.id, employeeName: e.name, departmentId: e.departmentId, departmentName: e.departmentName, days,
          totals: { ...totals, inconsistencies: days.reduce((n, d) => n + d.inconsistencies.filter((i) => i.status === 'PENDING').length, 0) },
        };
      }),
      page: { number: page, size, totalElements: total, totalPages: Math.ceil(total / size) },
    };
  });
}
