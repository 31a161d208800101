import type { AbsencePeriodInput, AbsenceTypeInput, Resolvers } from '../generated/resolvers-types.ts';
import { toUserErrors, UserInputError } from '../platform/errors.ts';
import { prime } from '../platform/loaders.ts';
import { mutate, renameFields } from '../platform/mutation.ts';
import { FormData } from '../platform/rest-client.ts';
import { idOf } from '../platform/relay.ts';

/** The REST body names the subtype `absenceSubtypeId`; the periods keep their paths. */
const requestFields = renameFields({ absenceSubtypeId: ['subtypeId'] });
const typeFields = renameFields({ impactExpetedTimeWork: ['impactExpectedTimeWork'] }, ['type']);

const periodBody = (p: AbsencePeriodInput) => Object.fromEntries(Object.entries({
  validFrom: p.validFrom, validTo: p.validTo, coverage: p.coverage ?? undefined, dayScope: p.dayScope ?? undefined,
  startTime: p.startTime ?? undefined, endTime: p.endTime ?? undefined, dayPeriod: p.dayPeriod ?? undefined,
}).filter(([, v]) => v !== undefined)) as never;

function typeBody(t: AbsenceTypeInput) {
  const { impactExpectedTimeWork, subtypes, ...rest } = t;
  const body: Record<string, unknown> = { ...rest };
  if (impactExpectedTimeWork !== undefined && impactExpectedTimeWork !== null) body.impactExpetedTimeWork = impactExpectedTimeWork;
  if (subtypes) body.subtypes = subtypes.map((s) => (s.databaseId ? { id: s.databaseId, name: s.name } : { name: s.name }));
  return Object.fromEntries(Object.entries(body).filter(([, v]) => v !== undefined)) as never;
}

export const absenceMutationResolvers: Resolvers = {
  Mutation: {
    requestAbsence: (_, { input }, { rest, loaders }) => mutate(async () => {
      const created = await rest.send('POST', '/absence-requests/', {
        ...(input.requesterId ? { requesterId: idOf(input.requesterId, 'Employee', ['requesterId']) } : {}),
        absenceTypeId: idOf(input.absenceTypeId, 'AbsenceType', ['absenceTypeId']),
        ...(input.subtypeId ? { absenceSubtypeId: input.subtypeId } : {}),
        periods: input.periods.map(periodBody), ...(input.userComment != null ? { userComment: input.userComment } : {}),
      });
      prime(loaders.absenceRequestById, [created]);
      return { absenceRequest: created };
    }, { fields: requestFields }),
    editAbsence: (_, { input }, { rest, loaders }) => mutate(async () => {
      const id = idOf(input.id, 'AbsenceRequest');
      await rest.send('PUT', `/absence-requests/${id}`, {
        ...(input.absenceTypeId ? { absenceTypeId: idOf(input.absenceTypeId, 'AbsenceType', ['absenceTypeId']) } : {}),
        ...(input.subtypeId !== undefined ? { absenceSubtypeId: input.subtypeId } : {}),
        ...(input.periods ? { periods: input.periods.map(periodBody) } : {}),
        ...(input.userComment != null ? { userComment: input.userComment } : {}),
      });
      loaders.absenceRequestById.clear(id);
      return { absenceRequest: await loaders.absenceRequestById.load(id) };
    }, { fields: requestFields }),
    decideAbsence: (_, { input }, { rest, loaders }) => mutate(async () => {
      const id = idOf(input.id, 'AbsenceRequest');
      const key = input.level === 'ADMIN' ? 'adminStatus' : 'managerStatus';
      await rest.send('PUT', `/absence-requests/${id}`, { [key]: input.decision, ...(input.comment != null ? { comment: input.comment } : {}) });
      loaders.absenceRequestById.clear(id);
      return { absenceRequest: await loaders.absenceRequestById.load(id) };
    }, { fields: renameFields({ adminStatus: ['decision'], managerStatus: ['decision'] }) }),
    cancelAbsence: (_, { input }, { rest, loaders }) => mutate(async () => {
      const id = idOf(input.id, 'AbsenceRequest');
      await rest.send('DELETE', `/absence-requests/${id}`, undefined, input.reason ? { reason: input.reason } : {});
      loaders.absenceRequestById.clear(id);
      return { absenceRequest: await loaders.absenceRequestById.load(id) };
    }),
    sendAbsenceProof: (_, { input }, { rest, loaders }) => mutate(async () => {
      const id = idOf(input.id, 'AbsenceRequest');
      const form = new FormData();
      if (input.comment != null) form.append('comment', input.comment);
      const file = input.document;
      form.append('document', new Blob([await file.arrayBuffer()], { type: file.type || 'application/octet-stream' }), file.name || 'document');
      // The route takes multipart only; the contract's body type does not describe it.
      await rest.send('PUT', `/absence-requests/${id}/justification`, form as never);
      loaders.absenceRequestById.clear(id);
      return { absenceRequest: await loaders.absenceRequestById.load(id) };
    }),
    requestAbsences: (_, { input }, { rest, loaders }) => mutate(async () => {
      const verify = input.verifyOnly ?? false;
      const body = {
        employeeIds: input.employeeIds.map((id, i) => idOf(id, 'Employee', ['employeeIds', String(i)])),
        absenceTypeId: idOf(input.absenceTypeId, 'AbsenceType', ['absenceTypeId']),
        ...(input.subtypeId ? { absenceSubtypeId: input.subtypeId } : {}),
        periods: input.periods.map(periodBody), ...(input.userComment != null ? { userComment: input.userComment } : {}),
      };
      const outcomes = await rest.send('POST', '/absence-requests/multiple', body, { verify });
      return {
        outcomes: outcomes.map((o) => ({
          employee: loaders.employeeById.load(o.employeeId),
          absenceRequest: o.requestId === null ? null : loaders.absenceRequestById.load(o.requestId),
          numberOfDays: o.numberOfDays,
          refusal: o.problem ? toUserErrors(new UserInputError(409, { code: o.problem.code, message: o.problem.message }))[0] : null,
        })) as never,
      };
    }, { fields: requestFields }),
    createAbsenceType: (_, { input }, { rest, loaders }) => mutate(async () => {
      const created = await rest.send('POST', '/absences-types/', typeBody(input.type));
      prime(loaders.absenceTypeById, [created]);
      return { absenceType: created };
    }, { fields: typeFields }),
    updateAbsenceType: (_, { input }, { rest, loaders }) => mutate(async () => {
      const id = idOf(input.id, 'AbsenceType');
      await rest.send('PUT', `/absences-types/${id}`, typeBody(input.type));
      loaders.absenceTypeById.clear(id);
      return { absenceType: await loaders.absenceTypeById.load(id) };
    }, { fields: typeFields }),
    deleteAbsenceType: (_, { input }, { rest }) => mutate(async () => {
      await rest.send('DELETE', `/absences-types/${idOf(input.id, 'AbsenceType')}`);
      return { deletedAbsenceTypeId: input.id };
    }),
    updateAbsenceSettings: (_, { input }, { rest }) => mutate(async () => {
      const current = (await rest.getOne('/absence-settings'))!;
      await rest.send('PUT', '/absence-settings', {
        carryOverCap: input.carryOverCap === undefined ? current.carryOverCap : input.carryOverCap,
        carryOverExpiresOn: input.carryOverExpiresOn === undefined ? current.carryOverExpiresOn : input.carryOverExpiresOn,
      });
      return { absenceSettings: await rest.getOne('/absence-settings') };
    }),
  },
};
