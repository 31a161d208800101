import type { InsuranceType, Resolvers } from '../generated/resolvers-types.ts';
import { prime } from '../platform/loaders.ts';
import { mutate, renameFields } from '../platform/mutation.ts';
import { fetchConnection, idOf, toGlobalId } from '../platform/relay.ts';

/** HEALTH_INSURANCE ↔ the API's health_insurance. */
const restType = (type: InsuranceType) => type.toLowerCase();

/** Update input → REST body, leaving out what was not sent. */
function body<I extends { id?: string; type?: InsuranceType | null }>(input: I) {
  const { id: _id, type, ...fields } = input;
  return { ...fields, ...(type ? { type: restType(type) } : {}) };
}

export const insuranceResolvers: Resolvers = {
  Query: {
    insurances: (_, args, { rest, loaders }) => fetchConnection(rest, '/insurance', args, {}, loaders.insuranceById),
  },
  Insurance: {
    id: (i) => toGlobalId('Insurance', i.id),
    databaseId: (i) => i.id,
    type: (i) => i.type.toUpperCase() as InsuranceType,
    isActive: (i) => { const today = new Date().toISOString().slice(0, 10); return (!i.validFrom || i.validFrom <= today) && (!i.validTo || i.validTo >= today); },
    employees: (i, args, { rest, loaders }) => fetchConnection(rest, `/insurance/${i.id}/employee`, args, {}, loaders.employeeById),
  },
  Mutation: {
    // The API names a policy of the list `[i].field`; the input holds the list under `insurances`.
    createInsurances: (_, { input }, { rest, loaders }) => mutate(async () => {
      const insurances = await rest.send('POST', '/insurance/1', input.insurances.map((policy) => ({ ...policy, type: restType(policy.type) })));
      prime(loaders.insuranceById, insurances);
      return { insurances };
    }, { fields: renameFields({}, ['insurances']) }),
    updateInsurance: (_, { input }, { rest, loaders }) => mutate(async () => {
      const id = idOf(input.id, 'Insurance');
      await rest.send('PUT', `/insurance/${id}`, body(input));
      return { insurance: await loaders.insuranceById.load(id) };
    }),
    deleteInsurance: (_, { input }, { rest }) => mutate(async () => {
      await rest.send('DELETE', `/insurance/${idOf(input.id, 'Insurance')}`);
      return { deletedInsuranceId: input.id };
    }),
    assignInsurance: (_, { input }, { rest, loaders }) => mutate(async () => {
      const id = idOf(input.insuranceId, 'Insurance', ['insuranceId']);
      const employeeIds = input.employeeIds.map((e, i) => idOf(e, 'Employee', ['employeeIds', String(i)]));
      await rest.send('POST', `/insurance/${id}/multi`, { employeeIds });
      return { insurance: await loaders.insuranceById.load(id) };
    }),
    unassignInsurance: (_, { input }, { rest, loaders }) => mutate(async () => {
      const id = idOf(input.insuranceId, 'Insurance', ['insuranceId']);
      const employeeId = idOf(input.employeeId, 'Employee', ['employeeId']);
      await rest.send('DELETE', `/insurance/${id}/${employeeId}`);
      const [insurance, employee] = await Promise.all([loaders.insuranceById.load(id), loaders.employeeById.load(employeeId)]);
      return { insurance, employee };
    }),
  },
};
