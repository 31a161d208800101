import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import type { AppContext } from '../platform/context.ts';
import { PageQueryNoIds, pageOf, sendRows } from '../platform/paging.ts';
import { isoDate } from './employee.dto.ts';
import { countEnabledVisibleEmployees, enabledVisibleEmployees } from './employee.repository.ts';
import { employeeScopeOf } from './employee.routes.ts';
import { CountDto, IdParams } from '../platform/http.ts';

const DAYS = Type.Optional(Type.Integer({ minimum: 0, maximum: 366, default: 30, description: 'window in days from today' }));
const Anniversary = Type.Object({
  employeeId: Type.Integer(), name: Type.String(), departmentId: Type.Union([Type.Integer(), Type.Null()]),
  type: Type.Union([Type.Literal('BIRTHDAY'), Type.Literal('WORK')]), date: Type.String({ format: 'date' }),
  years: Type.Integer(), daysUntil: Type.Integer(),
});
const Ending = Type.Object({
  employeeId: Type.Integer(), name: Type.String(), departmentId: Type.Union([Type.Integer(), Type.Null()]),
  document: Type.String(), date: Type.String({ format: 'date' }), daysUntil: Type.Integer(),
});
const ANNIVERSARY_SORTS = { date: 'date', name: 'name', type: 'type', daysUntil: 'daysUntil' } as const;

const DOCUMENTS = {
  'ending-contract': [['CONTRACT', 'end_date']],
  'ending-drivers-license': [['DRIVERS_LICENSE', 'drivers_validity_date']],
  'ending-identification-validity': [['IDENTITY', 'identity_validity_date']],
  'ending-documents': [['IDENTITY', 'identity_validity_date'], ['PASSPORT', 'passport_validity_date'], ['RESIDENTIAL_CARD', 'residential_card_validity_date']],
} as const;

const dayMs = 86_400_000;
const daysBetween = (from: string, to: string) => Math.round((Date.parse(to) - Date.parse(from)) / dayMs);

/** The next occurrence of a yearly date on or after `today` (29 February falls on 28 February in other years). */
function nextOccurrence(date: string, today: string): { date: string; years: number } {
  const [y, m, d] = date.split('-').map(Number);
  let year = Number(today.slice(0, 4));
  const on = (yy: number) => {
    const leap = (yy % 4 === 0 && yy % 100 !== 0) || yy % 400 === 0;
    const day = m === 2 && d === 29 && !leap ? 28 : d;
    return `${yy}-${String(m).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
  };
  if (on(year) < today) year += 1;
  return { date: on(year), years: year - y };
}

export async function employeeInsightRoutes(root: FastifyInstance, ctx: AppContext): Promise<void> {
  const app = root.withTypeProvider<TypeBoxTypeProvider>();
  const tags = ['employees'];
  const read = { resource: 'EMPLOYEES', action: 'READ' } as const;

  const anniversaries = async (request: FastifyRequest, days: number, departmentId?: number) => {
    const today = isoDate(ctx.now());
    const rows = await enabledVisibleEmployees(ctx.db, employeeScopeOf(request), today, { departmentId });
    const out = rows.flatMap((r) => ([['BIRTHDAY', r.birth_date], ['WORK', r.start_date_on_company ?? r.start_date]] as const)
      .filter((x): x is readonly ['BIRTHDAY' | 'WORK', string] => x[1] !== null)
      .map(([type, date]) => ({ type, ...nextOccurrence(date, today) }))
      .filter((a) => a.years > 0 && daysBetween(today, a.date) <= days)
      .map((a) => ({ employeeId: r.id, name: r.name, departmentId: r.department_id, ...a, daysUntil: daysBetween(today, a.date) })));
    return out.sort((a, b) => a.daysUntil - b.daysUntil || a.name.localeCompare(b.name));
  };

  const pageQuery = Type.Object({ ...PageQueryNoIds.properties, days: DAYS }, { additionalProperties: false });

  app.get('/employees/anniversaries', {
    config: { access: read },
    schema: { tags, summary: 'Birthdays and work anniversaries in the next `days` days', querystring: pageQuery, response: { 200: pageOf(Anniversary), 204: Type.Null() } },
  }, async (request, reply) => {
    const all = await anniversaries(request, request.query.days ?? 30);
    return sendRows(reply, all, request.query, ANNIVERSARY_SORTS, 'daysUntil');
  });

  app.get('/employees/anniversaries/:id', {
    config: { access: read },
    schema: {
      tags, summary: 'Anniversaries in department {id}', params: IdParams,
      querystring: pageQuery, response: { 200: pageOf(Anniversary), 204: Type.Null() },
    },
  }, async (request, reply) => {
    const all = await anniversaries(request, request.query.days ?? 30, request.params.id);
    return sendRows(reply, all, request.query, ANNIVERSARY_SORTS, 'daysUntil');
  });

  app.get('/employees/count-active', {
    config: { access: read },
    schema: { tags, summary: 'How many enabled employees the caller may see', response: { 200: CountDto } },
  }, async (request) => {
    const today = isoDate(ctx.now());
    return { count: await countEnabledVisibleEmployees(ctx.db, employeeScopeOf(request), today) };
  });

  for (const [path, documents] of Object.entries(DOCUMENTS)) {
    app.get(`/employees/${path}`, {
      config: { access: read },
      schema: {
        tags, summary: `Enabled employees whose ${documents.map((d) => d[0].toLowerCase().replace('_', ' ')).join(', ')} ends within \`days\` days (past dates included)`,
        querystring: pageQuery, response: { 200: pageOf(Ending), 204: Type.Null() },
      },
    }, async (request, reply) => {
      const today = isoDate(ctx.now());
      const limit = isoDate(new Date(Date.parse(today) + (request.query.days ?? 30) * dayMs));
      const rows = await enabledVisibleEmployees(ctx.db, employeeScopeOf(request), today,
        { endingBy: { columns: documents.map(([, column]) => column), until: limit } });
      const all = rows.flatMap((r) => documents
        .filter(([, column]) => r[column] !== null && r[column]! <= limit)
        .map(([document, column]) => ({ employeeId: r.id, name: r.name, departmentId: r.department_id, document, date: r[column]!, daysUntil: daysBetween(today, r[column]!) })))
        .sort((a, b) => a.date.localeCompare(b.date) || a.name.localeCompare(b.name));
      return sendRows(reply, all, request.query, { date: 'date', name: 'name', document: 'document', daysUntil: 'daysUntil' }, 'date');
    });
  }
}
