import Fastify, { type FastifyInstance } from 'fastify';
import formbody from '@fastify/formbody';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { Redis } from 'ioredis';
import { loadConfig, type Config } from './platform/config.ts';
import type { Database } from './platform/db/database.ts';
import { frameworkError, registerErrorHandler } from './platform/errors.ts';
import { registerValidation } from './platform/validation.ts';
import { createTokenService } from './platform/auth/tokens.ts';
import { registerAuthorization } from './platform/auth/authorize.ts';
import { createMailer, type Mailer } from './platform/mailer.ts';
import type { AppContext } from './platform/context.ts';
import { sessionRoutes } from './session/session.routes.ts';
import { accountRoutes } from './accounts/account.routes.ts';
import { roleRoutes } from './roles/role.routes.ts';
import { featureRoutes } from './features/feature.routes.ts';
import { companyRoutes } from './company/company.routes.ts';
import { referenceRoutes } from './company/reference.routes.ts';
import { healthRoutes } from './platform/health.routes.ts';
import { employeeRoutes } from './employees/employee.routes.ts';
import { employeeFileRoutes } from './employees/employee-files.routes.ts';
import { employeeInsightRoutes } from './employees/employee-insights.routes.ts';
import { profileRoutes } from './profile/profile.routes.ts';
import { departmentRoutes } from './departments/department.routes.ts';
import { contractTypeRoutes } from './contract-types/contract-type.routes.ts';
import { holidayRoutes } from './holidays/holiday.routes.ts';
import { yearlyTimeRoutes } from './holidays/yearly-time.routes.ts';
import { insuranceRoutes } from './insurance/insurance.routes.ts';
import { absenceBatchRoutes } from './absences/absence-batch.routes.ts';
import { absenceJobs } from './absences/absence.jobs.ts';
import { absenceProofRoutes } from './absences/absence-proof.routes.ts';
import { absenceRequestRoutes } from './absences/absence-request.routes.ts';
import { absenceScopedRoutes } from './absences/absence-scoped.routes.ts';
import { absenceTypeRoutes } from './absences/absence-type.routes.ts';
import { inconsistencyRoutes } from './inconsistencies/inconsistency.routes.ts';
import { inconsistencyJustificationRoutes } from './inconsistencies/inconsistency-justification.routes.ts';
import { inconsistencyScopedRoutes } from './inconsistencies/inconsistency-scoped.routes.ts';
import { archiveRoutes } from './archive/archive.routes.ts';
import { siteRoutes } from './sites/site.routes.ts';
import { scheduleRoutes } from './schedules/schedule.routes.ts';
import { assignmentRoutes } from './schedules/assignment.routes.ts';
import { scheduleBatchRoutes } from './schedules/schedule-batch.routes.ts';
import { clockPolicyRoutes } from './policies/clock-policy.routes.ts';
import { extraHourPolicyRoutes } from './policies/extra-hour-policy.routes.ts';
import { clockRoutes } from './clocks/clock.routes.ts';
import { clockScopedRoutes } from './clocks/clock-scoped.routes.ts';
import { kioskRoutes } from './clocks/kiosk.routes.ts';
import { selfieRoutes } from './clocks/selfie.routes.ts';
import { attendanceRoutes } from './attendance/attendance.routes.ts';
import { payrollPeriodRoutes } from './attendance/payroll-period.routes.ts';
import { createWorkdayDrainer } from './attendance/workday-drainer.ts';
import { attendanceJobs } from './attendance/attendance.jobs.ts';
import { startJobs } from './platform/jobs.ts';
import { notificationJobs } from './notifications/notification.jobs.ts';
import { notificationRoutes } from './notifications/notification.routes.ts';
import { apiTokenRoutes } from './api-tokens/api-token.routes.ts';
import { notificationPolicyRoutes } from './notifications/notification-policy.routes.ts';
import { createLiveBus, type LiveBus } from './platform/live/live-bus.ts';
import { API_VERSION } from './platform/version.ts';
import { liveRoutes } from './live/live.routes.ts';
import { statisticsRoutes } from './statistics/statistics.routes.ts';
import { supportRoutes } from './support/support.routes.ts';
import { experimentRoutes } from './experiments/experiment.routes.ts';
import { versionRoutes } from './platform/version.routes.ts';
import { IMAGE_MAX_BYTES } from '../../domain/index.ts';

export interface BuildOptions {
  db: Database;
  config?: Partial<Config>;
  mailer?: Mailer;
  now?: () => Date;
  logger?: boolean;
  /** start the background jobs (servers; tests run the jobs' functions themselves) */
  jobs?: boolean;
  /** a live bus shared with the caller (tests); one of its own otherwise */
  live?: LiveBus;
}

export { API_VERSION };

/** Builds the REST API; `server.ts` only listens, so tests call `app.inject()`. */
export async function buildApp(options: BuildOptions): Promise<FastifyInstance> {
  const config = { ...loadConfig(), ...options.config };
  const app = Fastify({
    logger: options.logger ? { level: config.logLevel } : false,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
    // JSON and form bodies (multipart uploads have their own limits below): the largest legitimate ones, 100
    // insurance policies or 10,000 ids, stay under 128 KiB.
    bodyLimit: 128 * 1024,
    // Bounded time to receive a request, and to answer it (503 TIMEOUT): a minute covers a 1.5 MB upload from a
    // slow phone and the largest export; the gateway gives up on any call after 10 s anyway.
    requestTimeout: 60_000,
    handlerTimeout: 60_000,
    frameworkErrors: frameworkError,
    // X-Forwarded-For is believed only from configured proxies (TRUSTED_PROXIES); anyone else's is ignored.
    trustProxy: config.trustedProxies.length ? config.trustedProxies : false,
    genReqId: () => crypto.randomUUID(),
  });
  const ctx: AppContext = {
    db: options.db,
    config,
    tokens: await createTokenService(options.db, config.tokenTtlSeconds, config.jwtSecret),
    mailer: options.mailer ?? createMailer({ smtpUrl: config.smtpUrl, dataDir: config.dataDir, from: config.mailFrom }),
    now: options.now ?? (() => new Date()),
    workdays: undefined as unknown as AppContext['workdays'],
    live: options.live ?? createLiveBus(config.redisUrl, (err) => app.log.error({ err }, 'live event bus failed')),
  };
  if (!options.live) app.addHook('onClose', async () => { await ctx.live.close(); });
  ctx.workdays = createWorkdayDrainer(ctx.db, ctx.now, (err) => app.log.error({ err }, 'workday recompute failed'), {
    onPending: (people) => { for (const p of people) ctx.live.publish({ kind: 'pending', ...p }); },
  });
  app.addHook('onClose', async () => { await ctx.workdays.stop(); });

  registerValidation(app);
  registerErrorHandler(app);
  await app.register(formbody);
  await app.register(multipart, { limits: { fileSize: IMAGE_MAX_BYTES, files: 1, fields: 10, fieldSize: 64 * 1024, parts: 11, headerPairs: 20 } });
  // Counters live in Redis when replicas share them; otherwise in this process.
  const redis = config.redisUrl ? new Redis(config.redisUrl, { maxRetriesPerRequest: 1 }) : undefined;
  if (redis) app.addHook('onClose', async () => { await redis.quit(); });
  await app.register(rateLimit, { global: false, ...(redis ? { redis } : {}) });
  await app.register(swagger, {
    openapi: {
      info: { title: 'Pontual REST API', version: API_VERSION, description: 'Workforce time and attendance' },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
      security: [{ bearer: [] }],
    },
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });
  registerAuthorization(app, ctx.db, ctx.tokens, ctx.now);

  await app.register(async (api) => {
    api.get('/openapi.json', { config: { access: { public: true } }, schema: { hide: true } }, async () => app.swagger());
    await healthRoutes(api);
    await sessionRoutes(api, ctx);
    await accountRoutes(api, ctx);
    await roleRoutes(api, ctx);
    await featureRoutes(api, ctx);
    await companyRoutes(api, ctx);
    await referenceRoutes(api, ctx);
    await employeeRoutes(api, ctx);
    await employeeFileRoutes(api, ctx);
    await employeeInsightRoutes(api, ctx);
    await profileRoutes(api, ctx);
    await scheduleRoutes(api, ctx);
    await assignmentRoutes(api, ctx);
    await scheduleBatchRoutes(api, ctx);
    await departmentRoutes(api, ctx);
    await contractTypeRoutes(api, ctx);
    await holidayRoutes(api, ctx);
    await yearlyTimeRoutes(api, ctx);
    await insuranceRoutes(api, ctx);
    await absenceTypeRoutes(api, ctx);
    await absenceRequestRoutes(api, ctx);
    await absenceScopedRoutes(api, ctx);
    await absenceBatchRoutes(api, ctx);
    await absenceProofRoutes(api, ctx);
    await inconsistencyRoutes(api, ctx);
    await inconsistencyJustificationRoutes(api, ctx);
    await inconsistencyScopedRoutes(api, ctx);
    await archiveRoutes(api, ctx);
    await siteRoutes(api, ctx);
    await clockPolicyRoutes(api, ctx);
    await extraHourPolicyRoutes(api, ctx);
    await clockRoutes(api, ctx);
    await clockScopedRoutes(api, ctx);
    await kioskRoutes(api, ctx);
    await selfieRoutes(api, ctx);
    await attendanceRoutes(api, ctx);
    await payrollPeriodRoutes(api, ctx);
    await statisticsRoutes(api, ctx);
    await liveRoutes(api, ctx);
    await notificationRoutes(api, ctx);
    await notificationPolicyRoutes(api, ctx);
    await apiTokenRoutes(api, ctx);
    await supportRoutes(api, ctx);
    await versionRoutes(api, ctx);
    await experimentRoutes(api, ctx);
  }, { prefix: '/api' });

  if (options.jobs) {
    const jobs = await startJobs(ctx.db, [...attendanceJobs(ctx), ...absenceJobs(ctx), ...notificationJobs(ctx)], (err) => app.log.error({ err }, 'background job failed'));
    app.addHook('onClose', async () => { await jobs.stop(); });
  }
  return app;
}
