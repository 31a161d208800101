import { makeExecutableSchema } from '@graphql-tools/schema';
import { DateTimeResolver, EmailAddressResolver, LocalDateResolver } from 'graphql-scalars';
import type { GraphQLSchema } from 'graphql';
import { accountResolvers } from './accounts/account.resolvers.ts';
import { companyResolvers } from './company/company.resolvers.ts';
import type { GatewayContext } from './context.ts';
import { contractTypeResolvers } from './contract-types/contract-type.resolvers.ts';
import { departmentResolvers } from './departments/department.resolvers.ts';
import { employeeInsightResolvers } from './employees/employee-insight.resolvers.ts';
import { employeeMutationResolvers } from './employees/employee-mutation.resolvers.ts';
import { employeeResolvers } from './employees/employee.resolvers.ts';
import { fileResolvers } from './files/file.resolvers.ts';
import { holidayResolvers, yearlyTimeResolvers } from './holidays/holiday.resolvers.ts';
import { insuranceResolvers } from './insurance/insurance.resolvers.ts';
import { moduleResolvers } from './modules/module.resolvers.ts';
import { nodeResolvers } from './node/node.resolvers.ts';
import { pendingCountResolvers } from './pending-counts/pending-counts.resolvers.ts';
import { applyAccessDirectives } from './platform/directives.ts';
import { loadTypeDefs } from './platform/schema-files.ts';
import { roleResolvers } from './roles/role.resolvers.ts';
import { sessionResolvers } from './session/session.resolvers.ts';
import { viewerResolvers } from './viewer/viewer.resolvers.ts';

/** The executable schema: SDL of `schema/`, each domain's resolvers, and the permission directives applied once. */
export function buildSchema(): GraphQLSchema {
  const schema = makeExecutableSchema<GatewayContext>({
    typeDefs: loadTypeDefs(),
    resolvers: [
      { DateTime: DateTimeResolver, LocalDate: LocalDateResolver, EmailAddress: EmailAddressResolver },
      nodeResolvers, viewerResolvers, sessionResolvers, accountResolvers, roleResolvers, moduleResolvers,
      companyResolvers, employeeResolvers, employeeInsightResolvers, employeeMutationResolvers, departmentResolvers,
      contractTypeResolvers, holidayResolvers, yearlyTimeResolvers, insuranceResolvers, fileResolvers,
      pendingCountResolvers,
    ] as never,
  });
  return applyAccessDirectives(schema, (context) => (context as GatewayContext).state);
}
