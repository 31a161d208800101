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

const TOTALS = ['scheduledMinutes', 'expectedMinutes', 'absenceMinutes', 'workedMinutes', 'extraMinutes', 'nightMinutes', 'balanceMinutes'] as const;

export async function attendanceRoutes(root: FastifyInstance, ctx: AppContext): Promise<void> {
  const app = root.withTypeProvider<TypeBoxTypeProvider>();
  const tags = ['attendance'];

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
    if (q.to < q.from) throw fieldError('to', 'must not be before from');
    if (addDays(q.from, MAX_ATTENDANCE_DAYS - 1) < q.to) throw fieldError('to', `must be at most ${MAX_ATTENDANCE_DAYS} days from from`);
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
