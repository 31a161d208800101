import { homePath } from '../../../domain/index.ts';
import { prime } from '../platform/loaders.ts';
import type { ModuleCode, Resolvers } from '../generated/resolvers-types.ts';
import { loadAuthorities, loadEnabledModules } from '../platform/access.ts';
import type { RestClient } from '../platform/rest-client.ts';
import type { ViewerRef } from './viewer.types.ts';

/** The viewer's own account: `GET /accounts/{id}` works for every role (own scope); the client de-duplicates it. */
const ownAccount = (rest: RestClient, viewer: ViewerRef) => rest.getOne(`/accounts/${viewer.accountId}`);
const roleNames = async (rest: RestClient, viewer: ViewerRef) => (await ownAccount(rest, viewer))?.roles.map((r) => r.name) ?? [];

export const viewerResolvers: Resolvers = {
  Query: {
    viewer: (_, __, { access }) => (access.signedIn && access.accountId ? { accountId: access.accountId, employeeId: access.employeeId } : null),
  },
  Viewer: {
    account: (v, _, { rest }) => ownAccount(rest, v),
    // The specification's employee-by-account call (core §7): 404 (an account without an employee record) is null;
    // any other failure is an error on this field, on which the web app signs out (core §8).
    employee: async (v, _, { rest, loaders }) => {
      const employee = await rest.getOne(`/accounts/${v.accountId}/employee`);
      if (employee) prime(loaders.employeeById, [employee]);
      return employee;
    },
    roles: (v, _, { rest }) => roleNames(rest, v),
    // Same call as the directives' preload, so de-duplicated within the request.
    permissions: async (_, __, { rest, access }) => [...(access.authorities ?? await loadAuthorities(rest, access))].sort(),
    enabledModules: async (_, __, { rest }) => [...await loadEnabledModules(rest)] as ModuleCode[],
    homePath: async (v, _, { rest }) => homePath(await roleNames(rest, v)),
  },
};
