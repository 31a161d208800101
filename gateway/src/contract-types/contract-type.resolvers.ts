import type { ContractTypeSortField, Resolvers } from '../generated/resolvers-types.ts';
import { prime } from '../platform/loaders.ts';
import { mutate } from '../platform/mutation.ts';
import { fetchConnection, idOf, toGlobalId } from '../platform/relay.ts';
import { sortParam } from '../platform/sorting.ts';
import type { ContractTypeDto } from './contract-type.types.ts';

const SORT: Record<ContractTypeSortField, string> = { ID: 'id', NAME: 'name', END_NOTICE_DAYS: 'endNoticeDays' };

/** Input → REST body, leaving out what was not sent. */
const body = (input: { name?: string | null; endNoticeDays?: number | null }) => ({
  ...(input.name !== undefined ? { name: input.name } : {}),
  ...(input.endNoticeDays !== undefined ? { endNoticeDays: input.endNoticeDays } : {}),
});

export const contractTypeResolvers: Resolvers = {
  Query: {
    contractTypes: (_, { first, after, orderBy }, { rest, loaders }) =>
      fetchConnection<ContractTypeDto>(rest, '/contract-types', { first, after }, { sort: sortParam(orderBy, SORT) }, loaders.contractTypeById),
  },
  ContractType: {
    id: (c) => toGlobalId('ContractType', c.id),
    databaseId: (c) => c.id,
  },
  Mutation: {
    createContractType: (_, { input }, { rest, loaders }) => mutate(async () => {
      const contractType = await rest.send<ContractTypeDto>('POST', '/contract-types', body(input));
      prime(loaders.contractTypeById, [contractType]);
      return { contractType };
    }),
    updateContractType: (_, { input }, { rest }) => mutate(async () => {
      const id = idOf(input.id, 'ContractType');
      await rest.send('PUT', `/contract-types/${id}`, body(input));
      return { contractType: await rest.getOne<ContractTypeDto>(`/contract-types/${id}`) };
    }),
    deleteContractType: (_, { input }, { rest }) => mutate(async () => {
      await rest.send('DELETE', `/contract-types/${idOf(input.id, 'ContractType')}`);
      return { deletedContractTypeId: input.id };
    }),
  },
};
