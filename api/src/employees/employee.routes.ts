import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { sql } from 'kysely';
import { principalOf } from '../platform/auth/authorize.ts';
import { departmentScope } from '../platform/auth/scope.ts';
import type { AppContext } from '../platform/context.ts';
import { notFound } from '../platform/errors.ts';
import { PageQueryProperties, pageOf, paging, parseIds, parseSort, sendPage } from '../platform/paging.ts';
import { EmployeeDto, isoDate, selectEmployees, toEmployeeDto } from './employee.dto.ts';

const Id = Type.Object({ id: Type.Integer({ minimum: 1 }) }, { additionalProperties: false });
const SORTS = { id: 'e.id', name: 'e.name', email: 'e.email', employeeNumber: 'e.employee_number', startDate: 'e.start_date' };

type EmployeeQuery = ReturnType<typeof selectEmployees>;

/** Narrows employees to what the caller may see: all, their departments, or themselves. */
export function scopeEmployees(query: EmployeeQuery, request: FastifyRequest): EmployeeQuery {
  const p = principalOf(request);
  if (request.scope === 'COMPANY') return query;
  if (request.scope === 'DEPARTMENT') {
    const deps = departmentScope(p);
    return query.where((eb) => eb.or([
      ...(deps.length ? [eb('e.department_id', 'in', deps)] : []),
      eb('e.id', '=', p.employeeId ?? -1),
    ]));
  }
  return query.where('e.id', '=', p.employeeId ?? -1);
}

export async function employeeRoutes(root: FastifyInstance, ctx: AppContext): Promise<void> {
  const app = root.withTypeProvider<TypeBoxTypeProvider>();
  const tags = ['employees'];
  const read = { resource: 'EMPLOYEES', action: 'READ' } as const;

  app.get('/employees', {
    config: { access: read },
    schema: {
      tags, summary: 'Employees the caller may see; search by name, e-mail or number',
      querystring: Type.Object({
        ...PageQueryProperties,
        search: Type.Optional(Type.String({ maxLength: 100 })),
        departmentId: Type.Optional(Type.Integer({ minimum: 1 })),
        contractTypeId: Type.Optional(Type.Integer({ minimum: 1 })),
      }, { additionalProperties: false }),
      response: { 200: pageOf(EmployeeDto), 204: Type.Null() },
    },
  }, async (request, reply) => {
    const q = request.query;
    const { size, offset } = paging(q);
    let query = scopeEmployees(selectEmployees(ctx.db), request);
    const ids = parseIds(q.ids);
    if (ids) query = query.where('e.id', 'in', ids);
    if (q.departmentId) query = query.where('e.department_id', '=', q.departmentId);
    if (q.contractTypeId) query = query.where('e.contract_type_id', '=', q.contractTypeId);
    if (q.search) {
      const like = `%${q.search.toLowerCase().replace(/[%_\\]/g, '\\$&')}%`;
      query = query.where((eb) => eb.or([
        eb(sql`lower(e.name)`, 'like', like), eb(sql`lower(coalesce(e.email, ''))`, 'like', like),
        eb(sql`lower(coalesce(e.employee_number, ''))`, 'like', like),
      ]));
    }
    const sorts = parseSort(q.sort, SORTS, { column: 'e.name', direction: 'asc' });
    const [rows, total] = await Promise.all([
      sorts.reduce((qb, s) => qb.orderBy(sql.ref(s.column), s.direction), query).orderBy('e.id').limit(size).offset(offset).execute(),
      query.clearSelect().select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow(),
    ]);
    const today = isoDate(ctx.now());
    return sendPage(reply, rows.map((r) => toEmployeeDto(r, today)), total.n, q);
  });

  app.get('/employees/:id', {
    config: { access: read },
    schema: { tags, params: Id, response: { 200: EmployeeDto } },
  }, async (request) => {
    const row = await scopeEmployees(selectEmployees(ctx.db), request).where('e.id', '=', request.params.id).executeTakeFirst();
    if (!row) throw notFound('Employee');
    return toEmployeeDto(row, isoDate(ctx.now()));
  });
}
