import { MapperKind, mapSchema } from '@graphql-tools/utils';
import { defaultFieldResolver, parse, TypeInfo, visit, visitWithTypeInfo, type DocumentNode, type GraphQLSchema, type ValidationRule } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import { accessFromToken, decide, likelyAllowed, loadAuthorities, loadEnabledModules, readRequirements, type Requirement } from './access.ts';
import { bearerToken, stateOf, type RequestState } from './request-state.ts';
import type { RestTransport } from './rest-client.ts';

type Requirements = Map<string, Requirement>;

/** The load of the caller's authorities and modules while it is under way; guarded fields wait for it. */
const pendingAccess = new WeakMap<RequestState, Promise<void>>();
/** A load that failed for another reason than a revoked session: the guarded fields answer with it. */
const failedAccess = new WeakMap<RequestState, unknown>();

/** The requirements of the fields an operation selects, found by walking it against the schema. */
function requirementsIn(schema: GraphQLSchema, requirements: Requirements, document: DocumentNode): Requirement[] {
  const found: Requirement[] = [];
  const typeInfo = new TypeInfo(schema);
  visit(document, visitWithTypeInfo(typeInfo, {
    Field(node) {
      const req = requirements.get(`${typeInfo.getParentType()?.name}.${node.name.value}`);
      if (req) found.push(req);
    },
  }));
  return found;
}

/**
 * Decides every guarded field of the operation during validation, before any resolver runs. It reports nothing, so
 * the operation still executes: a denied field resolves to its error alone, and the rest of the query answers.
 */
function decisionRule(schema: GraphQLSchema, requirements: Requirements, state: RequestState): ValidationRule {
  return (context) => ({
    Field(node) {
      const req = requirements.get(`${context.getParentType()?.name}.${node.name.value}`);
      // Still loading: the field's resolver decides once it has arrived.
      if (req && !pendingAccess.has(state)) state.decisions.set(node, decide(state.access, req));
    },
  });
}

/**
 * Starts loading what the operation's directives need (authorities, enabled modules) once per request, and adds the
 * decision rule. The load is not waited for here: it runs beside the operation's first data calls, and each guarded
 * field waits for it before its decision (see applyAccessDirectives). Operations without guarded fields load nothing.
 */
export function useAccessDirectives(schema: GraphQLSchema, transport: RestTransport): Plugin {
  const requirements = readRequirements(schema);
  return {
    async onParams({ params, request }) {
      const state = stateOf(request, transport);
      state.operationName = params.operationName;
      state.access = accessFromToken(bearerToken(request));
      if (!state.access.signedIn || !params.query) return;
      let document: DocumentNode;
      try {
        document = parse(params.query);
      } catch {
        return; // Yoga reports the syntax error itself
      }
      const needed = requirementsIn(schema, requirements, document);
      const wantAuthorities = needed.some((r) => r.authority);
      const wantModules = needed.some((r) => r.module);
      if (!wantAuthorities && !wantModules) return;
      const access = state.access;
      const loading = Promise.all([
        wantAuthorities ? loadAuthorities(state.rest, access) : null,
        wantModules ? loadEnabledModules(state.rest) : null,
      ]).then(([authorities, modules]) => {
        state.access = { ...state.access, authorities, modules };
      }, (error: unknown) => {
        // A revoked or expired session: the guarded fields answer UNAUTHENTICATED without further calls.
        if ((error as { extensions?: { code?: string } }).extensions?.code === 'UNAUTHENTICATED') {
          state.access = { ...state.access, signedIn: false };
        } else {
          failedAccess.set(state, error);
        }
      }).finally(() => { pendingAccess.delete(state); });
      pendingAccess.set(state, loading);
    },
    onValidate({ addValidationRule, context }) {
      const request = (context as { request?: Request }).request;
      if (request) addValidationRule(decisionRule(schema, requirements, stateOf(request, transport)));
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
      return {
        ...field,
        resolve(source, args, context, info) {
          const state = stateFor(context);
          const loading = pendingAccess.get(state);
          if (loading) return decideWhenLoaded(state, loading, req, () => resolve(source, args, context, info), info.operation.operation === 'query');
          // A cached or skipped validation leaves no decision: decide now, from the same preloaded data.
          const decision = state.decisions.has(info.fieldNodes[0]) ? state.decisions.get(info.fieldNodes[0]) : decide(state.access, req);
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
