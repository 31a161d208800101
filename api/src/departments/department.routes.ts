import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { sql } from 'kysely';
import { principalOf } from '../platform/auth/authorize.ts';
import { departmentScope } from '../platform/auth/scope.ts';
import type { AppContext } from '../platform/context.ts';
import { PageQueryProperties, pageOf, paging, parseIds, parseSort, sendPage } from '../platform/paging.ts';

const Ref = Type.Object({ id: Type.Integer() });
export const DepartmentDto = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  manager: Type.Union([Ref, Type.Null()]),
  managerList: Type.Union([Type.Array(Ref), Type.Null()]),
  assignedManagers: Type.Array(Type.Integer()),
});
const SORTS = { id: 'd.id', name: 'd.name' };

/** Spec core §5: one assigned manager gives `manager`; more than one gives `managerList` and no `manager`. */
export function toDepartmentDto(r: { id: number; name: string; managers: number[] }) {
  return {
    id: r.id,
    name: r.name,
    manager: r.managers.length === 1 ? { id: r.managers[0] } : null,
    managerList: r.managers.length > 1 ? r.managers.map((id) => ({ id })) : null,
    assignedManagers: r.managers,
  };
}

export async function departmentRoutes(root: FastifyInstance, ctx: AppContext): Promise<void> {
  const app = root.withTypeProvider<TypeBoxTypeProvider>();

  app.get('/departments', {
    config: { access: { resource: 'DEPARTMENTS', action: 'READ' } },
    schema: {
      tags: ['departments'], summary: 'Departments with their managers',
      querystring: Type.Object({ ...PageQueryProperties, search: Type.Optional(Type.String({ maxLength: 100 })) }, { additionalProperties: false }),
      response: { 200: pageOf(DepartmentDto), 204: Type.Null() },
    },
  }, async (request, reply) => {
    const q = request.query;
    const { size, offset } = paging(q);
    let query = ctx.db.selectFrom('departments as d').select([
      'd.id', 'd.name',
      sql<number[]>`array(select dm.employee_id from department_managers dm where dm.department_id = d.id order by dm.employee_id)`.as('managers'),
    ]);
    if (request.scope !== 'COMPANY') query = query.where('d.id', 'in', [...departmentScope(principalOf(request)), -1]);
    const ids = parseIds(q.ids);
    if (ids) query = query.where('d.id', 'in', ids);
    if (q.search) query = query.where(sql`lower(d.name)`, 'like', `%${q.search.toLowerCase().replace(/[%_\\]/g, '\\$&')}%`);
    const sorts = parseSort(q.sort, SORTS, { column: 'd.name', direction: 'asc' });
    const [rows, total] = await Promise.all([
      sorts.reduce((qb, s) => qb.orderBy(sql.ref(s.column), s.direction), query).limit(size).offset(offset).execute(),
      query.clearSelect().select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow(),
    ]);
    return sendPage(reply, rows.map(toDepartmentDto), total.n, q);
  });
}
