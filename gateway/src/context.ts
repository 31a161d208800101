import type { YogaInitialContext } from 'graphql-yoga';
import { accountLoaders } from './accounts/account.loaders.ts';
import { contractTypeLoaders } from './contract-types/contract-type.loaders.ts';
import { departmentLoaders } from './departments/department.loaders.ts';
import { employeeLoaders } from './employees/employee.loaders.ts';
import { holidayLoaders } from './holidays/holiday.loaders.ts';
import { insuranceLoaders } from './insurance/insurance.loaders.ts';
import { moduleLoaders } from './modules/module.loaders.ts';
import type { ViewerAccess } from './platform/access.ts';
import type { RequestState } from './platform/request-state.ts';
import type { RestClient } from './platform/rest-client.ts';
import { roleLoaders } from './roles/role.loaders.ts';

/** Every by-id loader, built fresh for each request. */
export function createLoaders(rest: RestClient) {
  return {
    ...accountLoaders(rest), ...roleLoaders(rest), ...moduleLoaders(rest), ...employeeLoaders(rest), ...departmentLoaders(rest),
    ...contractTypeLoaders(rest), ...holidayLoaders(rest), ...insuranceLoaders(rest),
  };
}
export type Loaders = ReturnType<typeof createLoaders>;

export interface GatewayContext extends YogaInitialContext {
  requestId: string;
  rest: RestClient;
  loaders: Loaders;
  access: ViewerAccess;
  state: RequestState;
}

export function createContext(state: RequestState): Omit<GatewayContext, keyof YogaInitialContext> {
  const loaders = createLoaders(state.rest);
  // A write makes cached reads stale: the REST client drops its GET cache and the loaders forget what they hold.
  state.rest.onWrite(() => {
    for (const loader of Object.values(loaders)) loader.clearAll();
  });
  return { requestId: state.requestId, rest: state.rest, loaders, access: state.access, state };
}
