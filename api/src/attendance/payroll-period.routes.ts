import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { PERIOD_END_DAY_RANGE } from '../../../domain/attendance/periods.ts';
import { CLOCKS_READ } from '../clocks/clock.access.ts';
import { companyTimeZone } from '../clocks/clock-time.ts';
import { localDateTime } from '../../../domain/clock.rules.ts';
import { principalOf } from '../platform/auth/authorize.ts';
import type { AppContext } from '../platform/context.ts';
import { FreeText, Int32, IsoDate } from '../platform/input-types.ts';
import { changePeriodEndDay, closePeriod, payrollPeriods, reopenPeriod, settlePeriod } from './payroll-period.service.ts';

/** Closing, reopening and the end day: an administrator's (a company-wide CLOCKS write). */
const PERIODS_MANAGE = { resource: 'CLOCKS', action: 'WRITE', module: 'TIME_AND_ATTENDANCE', scopes: ['COMPANY'] } as const;

const PeriodsDto = Type.Object({
  endDay: Type.Integer(),
  periods: Type.Array(Type.Object({
    start: Type.String({ format: 'date' }), end: Type.String({ format: 'date' }), status: Type.Union([Type.Literal('OPEN'), Type.Literal('CLOSED')]),
    events: Type.Array(Type.Object({
      action: Type.Union([Type.Literal('CLOSE'), Type.Literal('REOPEN')]), at: Type.String({ format: 'date-time' }),
      byName: Type.Union([Type.String(), Type.Null()]), reason: Type.Union([Type.String(), Type.Null()]),
    })),
  })),
});

export async function payrollPeriodRoutes(root: FastifyInstance, ctx: AppContext): Promise<void> {
  const app = root.withTypeProvider<TypeBoxTypeProvider>();
  const tags = ['attendance'];
  const today = async () => localDateTime(ctx.now(), await companyTimeZone(ctx.db)).date;

  app.get('/payroll-periods', {
    config: { access: CLOCKS_READ },
    schema: {
      tags, summary: 'The twelve payroll periods ending in a year (the 28th by default), open or closed, with who closed or reopened them, when and why',
      querystring: Type.Object({ year: Type.Optional(Int32({ minimum: 1900, maximum: 2999 })) }, { additionalProperties: false }),
      response: { 200: PeriodsDto },
    },
  }, async (request) => payrollPeriods(ctx.db, request.query.year ?? Number((await today()).slice(0, 4))));

  app.post('/payroll-periods/close', {
    config: { access: PERIODS_MANAGE },
    schema: {
      tags, summary: 'Closes the payroll period holding a date (it must have ended): its clocks, and the hours and inconsistencies computed for it, become read-only (409 PERIOD_CLOSED)',
      body: Type.Object({ date: IsoDate() }, { additionalProperties: false }),
      response: { 200: PeriodsDto },
    },
  }, async (request) => {
    const localToday = await today();
    await settlePeriod(ctx.db, request.body.date, ctx.now());
    await ctx.db.transaction().execute((trx) => closePeriod(trx, request.body.date, localToday, principalOf(request).accountId));
    return payrollPeriods(ctx.db, Number(request.body.date.slice(0, 4)));
  });

  app.post('/payroll-periods/reopen', {
    config: { access: PERIODS_MANAGE },
    schema: {
      tags, summary: 'Reopens the payroll period holding a date; the reason is kept in its trail',
      body: Type.Object({ date: IsoDate(), reason: FreeText(500) }, { additionalProperties: false }),
      response: { 200: PeriodsDto },
    },
  }, async (request) => {
    await ctx.db.transaction().execute((trx) => reopenPeriod(trx, request.body.date, request.body.reason, principalOf(request).accountId));
    return payrollPeriods(ctx.db, Number(request.body.date.slice(0, 4)));
  });

  app.put('/payroll-periods/settings', {
    config: { access: PERIODS_MANAGE },
    schema: {
      tags, summary: 'The day of the month payroll periods end on (1–28); refused while a period is closed',
      body: Type.Object({ endDay: Type.Integer({ minimum: PERIOD_END_DAY_RANGE.min, maximum: PERIOD_END_DAY_RANGE.max }) }, { additionalProperties: false }),
      response: { 200: PeriodsDto },
    },
  }, async (request) => {
    await ctx.db.transaction().execute((trx) => changePeriodEndDay(trx, request.body.endDay));
    return payrollPeriods(ctx.db, Number((await today()).slice(0, 4)));
  });
}
