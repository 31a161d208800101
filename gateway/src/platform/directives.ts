import { MapperKind, mapSchema } from '@graphql-tools/utils';
import { defaultFieldResolver, parse, TypeInfo, visit, visitWithTypeInfo, type DocumentNode, type GraphQLSchema, type ValidationRule } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import { accessFromToken, decide, loadAuthorities, loadEnabledModules, readRequirements, type Requirement } from './access.ts';
import { bearerToken, stateOf, type RequestState } from './request-state.ts';
import type { RestTransport } from './rest-client.ts';

type Requirements = Map<string, Requirement>;

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
      if (req) state.decisions.set(node, decide(state.access, req));
    },
  });
}

/**
 * Loads what the operation's directives need (authorities, enabled modules) once per request, before parsing and
 * validation, then adds the decision rule. Operations without guarded fields load nothing.
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
      const [authorities, modules] = await Promise.all([
        needed.some((r) => r.authority) ? loadAuthorities(state.rest, state.access) : null,
        needed.some((r) => r.module) ? loadEnabledModules(state.rest) : null,
      ]).catch((error: unknown) => {
        // A revoked or expired session: the fields answer UNAUTHENTICATED without further calls.
        if ((error as { extensions?: { code?: string } }).extensions?.code === 'UNAUTHENTICATED') {
          state.access = { ...state.access, signedIn: false };
          return [null, null] as const;
        }
        throw error;
      });
      state.access = { ...state.access, authorities, modules };
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
          // A cached or skipped validation leaves no decision: decide now, from the same preloaded data.
          const decision = state.decisions.has(info.fieldNodes[0]) ? state.decisions.get(info.fieldNodes[0]) : decide(state.access, req);
          if (decision) throw decision;
          return resolve(source, args, context, info);
        },
      };
    },
  });
}
