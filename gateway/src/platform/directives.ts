import { MapperKind, mapSchema } from '@graphql-tools/utils';
import { defaultFieldResolver, TypeInfo, visit, visitWithTypeInfo, type DocumentNode, type GraphQLSchema } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import { accessFromToken, decide, likelyAllowed, loadAuthorities, loadEnabledModules, readRequirements, type Requirement } from './access.ts';
import { bearerToken, stateOf, type RequestState } from './request-state.ts';
import type { RestTransport } from './rest-client.ts';

type Requirements = Map<string, Requirement>;

/** The load of the caller's authorities and modules while it is under way; guarded fields wait for it. */
const pendingAccess = new WeakMap<RequestState, Promise<void>>();
/** A load that failed for another reason than a revoked session: the guarded fields answer with it. */
const failedAccess = new WeakMap<RequestState, unknown>();

/** What an operation's guarded fields need loaded, found once per parsed document (Yoga's parser cache keeps it). */
interface Needs { authorities: boolean; modules: boolean }
const needsOf = new WeakMap<DocumentNode, Needs>();

/** Walks the operation against the schema for the requirements of the fields it selects. */
function needsIn(schema: GraphQLSchema, requirements: Requirements, document: DocumentNode): Needs {
  let needs = needsOf.get(document);
  if (needs) return needs;
  needs = { authorities: false, modules: false };
  const found = needs;
  const typeInfo = new TypeInfo(schema);
  visit(document, visitWithTypeInfo(typeInfo, {
    Field(node) {
      const req = requirements.get(`${typeInfo.getParentType()?.name}.${node.name.value}`);
      if (req?.authority) found.authorities = true;
      if (req?.module) found.modules = true;
    },
  }));
  needsOf.set(document, needs);
  return needs;
}

/**
 * Starts loading what the operation's directives need (authorities, enabled modules) once per request, when the
 * operation is about to execute (parsed and validated, both cached by Yoga: nothing here depends on the caller). The
 * load is not waited for here: it rides on the operation's first data call, and each guarded field waits for it
 * before its decision (see applyAccessDirectives). Operations without guarded fields load nothing.
 */
export function useAccessDirectives(schema: GraphQLSchema, transport: RestTransport): Plugin {
  const requirements = readRequirements(schema);
  /** Starts the load an operation's guarded fields wait for (see above). */
  const startLoading = (args: { contextValue: unknown; document: DocumentNode }) => {
    const request = (args.contextValue as { request?: Request }).request;
    if (!request) return;
    const state = stateOf(request, transport);
    if (!state.access.signedIn || pendingAccess.has(state)) return;
    const needs = needsIn(schema, requirements, args.document);
    if (!needs.authorities && !needs.modules) return;
    const access = state.access;
    // Told beside the operation's first data call when there is one; otherwise asked for with calls of their own.
    const loading = state.rest.askAccess().then((told) => told ?? Promise.all([
      needs.authorities ? loadAuthorities(state.rest, access) : null,
      needs.modules ? loadEnabledModules(state.rest) : null,
    ]).then(([authorities, modules]) => ({ authorities, modules }))).then(({ authorities, modules }) => {
      state.access = { ...state.access, authorities: needs.authorities ? authorities : null, modules: needs.modules ? modules : null };
    }, (error: unknown) => {
      // A revoked or expired session: the guarded fields answer UNAUTHENTICATED without further calls.
      if ((error as { extensions?: { code?: string } }).extensions?.code === 'UNAUTHENTICATED') {
        state.access = { ...state.access, signedIn: false };
      } else {
        failedAccess.set(state, error);
      }
    }).finally(() => { pendingAccess.delete(state); });
    pendingAccess.set(state, loading);
  };
  return {
    onParams({ params, request }) {
      const state = stateOf(request, transport);
      state.operationName = params.operationName;
      state.access = accessFromToken(bearerToken(request));
    },
    onExecute({ args }) {
      startLoading(args);
    },
    // A subscription's fields are guarded too: its source is asked for once the decision is made.
    onSubscribe({ args }) {
      startLoading(args);
    },
  };
}

/** Wraps every guarded field's resolver once: it answers the decision and never reaches the REST API when denied. */
export function applyAccessDirectives(schema: GraphQLSchema, stateFor: (context: unknown) => RequestState): GraphQLSchema {
  const requirements = readRequirements(schema);
  return mapSchema(schema, {
    [MapperKind.OBJECT_FIELD]: (field, fieldName, typeName) => {
      const req = requirements.get(`${typeName}.${fieldName}`);
      if (!req) return field;
      const resolve = field.resolve ?? defaultFieldResolver;
      const subscribe = field.subscribe;
      return {
        ...field,
        ...(subscribe ? {
          subscribe(source: unknown, args: Record<string, unknown>, context: unknown, info: Parameters<typeof subscribe>[3]) {
            const state = stateFor(context);
            const loading = pendingAccess.get(state) ?? Promise.resolve();
            return decideWhenLoaded(state, loading, req, () => subscribe(source, args, context, info), false);
          },
        } : {}),
        resolve(source, args, context, info) {
          const state = stateFor(context);
          const loading = pendingAccess.get(state);
          if (loading) return decideWhenLoaded(state, loading, req, () => resolve(source, args, context, info), info.operation.operation === 'query');
          const decision = decide(state.access, req);
          if (decision) throw decision;
          return resolve(source, args, context, info);
        },
      };
    },
  });
}

/**
 * A guarded field reached while the caller's authorities are still loading. A read the token's roles most likely
 * allow starts at once, beside the load, so the authorities lookup adds no round trip in series; its answer is only
 * returned if the decision, made from what was loaded, allows the field (the API checks the call itself anyway).
 * Writes, and reads the roles would not allow, wait for the decision and are never sent when denied.
 */
async function decideWhenLoaded(state: RequestState, loading: Promise<void>, req: Requirement, run: () => unknown, isRead: boolean): Promise<unknown> {
  let early: Promise<unknown> | undefined;
  if (isRead && likelyAllowed(state.access, req)) {
    early = (async () => run())();
    early.catch(() => {}); // denied below: its outcome is dropped
  }
  await loading;
  if (failedAccess.has(state)) throw failedAccess.get(state);
  const decision = decide(state.access, req);
  if (decision) throw decision;
  return early ?? run();
}
