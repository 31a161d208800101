import { gatewayDomain } from '../platform/domain.ts';
import { employeeInsightResolvers } from './employee-insight.resolvers.ts';
import { employeeMutationResolvers } from './employee-mutation.resolvers.ts';
import { employeeLoaders } from './employee.loaders.ts';
import { employeeResolvers } from './employee.resolvers.ts';

export const employeesDomain = gatewayDomain({
  dir: import.meta.dirname,
  resolvers: [employeeResolvers, employeeInsightResolvers, employeeMutationResolvers],
  loaders: employeeLoaders,
  mappers: {
    Employee: 'employee.types.ts#EmployeeDto',
    Anniversary: 'employee-insight.types.ts#AnniversaryDto',
    EndingDocument: 'employee-insight.types.ts#EndingDocumentDto',
  },
});
