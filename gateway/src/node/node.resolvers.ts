import type { Resolvers } from '../generated/resolvers-types.ts';
import type { GatewayContext } from '../context.ts';
import { MAX_SIZE } from '../platform/access.ts';
import { fromGlobalId } from '../platform/relay.ts';

type Typed = { __typename: string };

/** Finds any Node by global id through the by-id loaders; unknown types and hidden rows are null. */
async function loadNode(globalId: string, { loaders, rest }: GatewayContext): Promise<Typed | null> {
  const parsed = fromGlobalId(globalId);
  if (!parsed) return null;
  const loader = {
    Account: loaders.accountById, Employee: loaders.employeeById, Department: loaders.departmentById,
    Role: loaders.roleById, Module: loaders.moduleById, Feature: loaders.featureById,
    ContractType: loaders.contractTypeById, Holiday: loaders.holidayById, Insurance: loaders.insuranceById,
    WeekSchedule: loaders.weekScheduleById, ScheduleAssignment: loaders.scheduleAssignmentById, ClockPolicy: loaders.clockPolicyById,
    Site: loaders.siteById, Clock: loaders.clockById, Terminal: loaders.terminalById, ExtraHourRule: loaders.extraHourRuleById,
    Inconsistency: loaders.inconsistencyById, AbsenceRequest: loaders.absenceRequestById, AbsenceType: loaders.absenceTypeById,
    Notification: loaders.notificationById, NotificationPolicy: loaders.notificationPolicyById, ApiToken: loaders.apiTokenById,
  }[parsed.type];
  let value: object | null | undefined;
  if (loader) value = await loader.load(parsed.id);
  else if (parsed.type === 'HolidayPolicy') value = parsed.id === 1 ? await rest.getOne('/holidaypolicy') : null;
  else if (parsed.type === 'ExtraHoursPaymentsSetting') value = parsed.id === 1 ? await rest.getOne('/extra-hours-policies/paymentsType') : null;
  // YearlyTimeSetting: no by-id route in the API, so node() answers null for it.
  else if (parsed.type === 'Theme') value = (await rest.getPage('/themes', { size: MAX_SIZE })).content.find((t) => t.id === parsed.id);
  return value ? { ...value, __typename: parsed.type } : null;
}

export const nodeResolvers: Resolvers = {
  Query: {
    node: (_, { id }, ctx) => loadNode(id, ctx) as never,
    nodes: (_, { ids }, ctx) => Promise.all(ids.map((id) => loadNode(id, ctx))) as never,
  },
  Node: {
    __resolveType: (node) => (node as unknown as Typed).__typename as never,
  },
};
