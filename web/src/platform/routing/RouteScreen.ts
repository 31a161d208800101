import type { ComponentType } from 'react';
import type { PreloadedQuery } from 'react-relay';
import type { Environment, OperationType } from 'relay-runtime';
import type { Params } from 'react-router';
import type { ViewerAccess } from './decideAccess.ts';

export interface RouteLoadContext {
  environment: Environment;
  params: Params;
  /** i18n key under `features.` naming the route's screen. */
  feature: string;
  access: ViewerAccess;
  /** The page address: search parameters (filters, tabs) select what the query loads. */
  url: URL;
}

/** A lazily loaded screen: the component and the one query the route preloads (DESIGN §4). */
export type RouteScreen = ComponentType & {
  loadQuery: (context: RouteLoadContext) => PreloadedQuery<OperationType>;
};

export interface RouteData<Q extends OperationType = OperationType> {
  queryRef: PreloadedQuery<Q>;
  feature: string;
  access: ViewerAccess;
}
