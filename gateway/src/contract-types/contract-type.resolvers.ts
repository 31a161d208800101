import type { ContractTypeSortField, Resolvers } from '../generated/resolvers-types.ts';
import { prime } from '../platform/loaders.ts';
import { mutate } from '../platform/mutation.ts';
import { fetchConnection, idOf, toGlobalId } from '../platform/relay.ts';
import { sortParam } from '../platform/sorting.ts';

const SORT: Record<ContractTypeSortField, string> = { ID: 'id', NAME: 'name', END_NOTICE_DAYS: 'endNoticeDays' };

export const contractTypeResolvers: Resolvers = {
  Query: {
    contractTypes: (_, { first, after, orderBy }, { rest, loaders }) =>
      fetchConnection(rest, '/contract-types', { first, after }, { sort: sortParam(orderBy, SORT) }, loaders.contractTypeById),
  },
  ContractType: {
    id: (c) => toGlobalId('ContractType', c.id),
    databaseId: (c) => c.id,
  },
  Mutation: {
    createContractType: (_, { input }, { rest, loaders }) => mutate(async () => {
      const contractType = await rest.send('POST', '/contract-types', input);
      prime(loaders.contractTypeById, [contractType]);
      return { contractType };
    }),
    // The input's fields are the API's; what was not sent stays out of the JSON body.
    updateContractType: (_, { input: { id: globalId, ...fields } }, { rest }) => mutate(async () => {
      const id = idOf(globalId, 'ContractType');
      await rest.send('PUT', `/contract-types/${id}`, fields);
      return { contractType: await rest.getOne(`/contract-types/${id}`) };
    }),
    deleteContractType: (_, { input }, { rest }) => mutate(async () => {
      await rest.send('DELETE', `/contract-types/${idOf(input.id, 'ContractType')}`);
      return { deletedContractTypeId: input.id };
    }),
  },
};
