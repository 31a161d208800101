import type { EndingDocumentsKind, Resolvers } from '../generated/resolvers-types.ts';
import { fetchConnection, idOf, toGlobalId } from '../platform/relay.ts';
import type { AnniversaryDto, EndingDocumentDto } from './employee-insight.types.ts';

const ENDING_PATHS: Record<EndingDocumentsKind, string> = {
  CONTRACT: '/employees/ending-contract',
  DRIVERS_LICENSE: '/employees/ending-drivers-license',
  IDENTIFICATION: '/employees/ending-identification-validity',
  IDENTITY_DOCUMENTS: '/employees/ending-documents',
};

/** Anniversaries and ending documents: rows of the API's insight routes, each pointing at its employee. */
export const employeeInsightResolvers: Resolvers = {
  Query: {
    anniversaries: (_, { days, departmentId, first, after }, { rest }) => {
      const path = departmentId ? `/employees/anniversaries/${idOf(departmentId, 'Department', ['departmentId'])}` : '/employees/anniversaries';
      return fetchConnection<AnniversaryDto>(rest, path, { first, after }, { days });
    },
    endingDocuments: (_, { kind, days, first, after }, { rest }) => fetchConnection<EndingDocumentDto>(rest, ENDING_PATHS[kind], { first, after }, { days }),
  },
  Anniversary: {
    employee: (a, _, { loaders }) => loaders.employeeById.load(a.employeeId),
    departmentId: (a) => (a.departmentId ? toGlobalId('Department', a.departmentId) : null),
  },
  EndingDocument: {
    employee: (d, _, { loaders }) => loaders.employeeById.load(d.employeeId),
    departmentId: (d) => (d.departmentId ? toGlobalId('Department', d.departmentId) : null),
  },
};
