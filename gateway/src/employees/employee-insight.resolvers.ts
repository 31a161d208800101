import type { EndingDocumentsKind, Resolvers } from '../generated/resolvers-types.ts';
import { fetchConnection, idOf, toGlobalId } from '../platform/relay.ts';

const ENDING_PATHS = {
  CONTRACT: '/employees/ending-contract',
  DRIVERS_LICENSE: '/employees/ending-drivers-license',
  IDENTIFICATION: '/employees/ending-identification-validity',
  IDENTITY_DOCUMENTS: '/employees/ending-documents',
} as const satisfies Record<EndingDocumentsKind, string>;

/** Anniversaries and ending documents: rows of the API's insight routes, each pointing at its employee. */
export const employeeInsightResolvers: Resolvers = {
  Query: {
    anniversaries: (_, { days, departmentId, first, after }, { rest }) => (departmentId
      ? fetchConnection(rest, `/employees/anniversaries/${idOf(departmentId, 'Department', ['departmentId'])}`, { first, after }, { days })
      : fetchConnection(rest, '/employees/anniversaries', { first, after }, { days })),
    endingDocuments: (_, { kind, days, first, after }, { rest }) => fetchConnection(rest, ENDING_PATHS[kind], { first, after }, { days }),
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
