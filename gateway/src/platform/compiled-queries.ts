import {
  astFromValue, getNamedType, getOperationAST, isInputObjectType, isListType, isNonNullType, typeFromAST, valueFromASTUntyped, visit, BREAK,
  type DocumentNode, type ExecutionArgs, type GraphQLInputType, type GraphQLSchema, type OperationDefinitionNode,
} from 'graphql';
import { compileQuery, isCompiledQuery, type CompiledQuery } from 'graphql-jit';
import type { Plugin } from 'graphql-yoga';
import type { Logger } from './logger.ts';

type Plan = { query: CompiledQuery['query']; operation: OperationDefinitionNode } | null;

/**
 * Reads run as compiled code (graphql-jit): each query document is turned once into a function that walks its own
 * selection, instead of the generic executor walking the document on every request. That halves the gateway's own time
 * on a page of rows (docs/decisions.md, "Compiled reads"). Kept to what the compiler does exactly like graphql-js:
 * - queries only: mutations and subscriptions run on the standard executor (graphql-jit turns an omitted variable in
 *   an inline input object into null, which a write would read as "clear");
 * - not with @defer or @stream, which the compiler does not deliver incrementally;
 * - a variable's omitted input field gets its schema default first (graphql-jit refuses an omitted non-null field that
 *   has a default, e.g. `orderBy: [{ field: NAME }]` without `direction`, where graphql-js applies `ASC`);
 * - a document the compiler refuses runs on the standard executor.
 */
export function useCompiledQueries(logger: Logger): Plugin {
  const plans = new WeakMap<DocumentNode, Map<string, Plan>>();
  const planFor = (schema: GraphQLSchema, document: DocumentNode, operationName: string | null | undefined): Plan => {
    let byName = plans.get(document);
    if (!byName) plans.set(document, byName = new Map());
    const key = operationName ?? '';
    if (byName.has(key)) return byName.get(key) ?? null;
    const operation = getOperationAST(document, operationName);
    let plan: Plan = null;
    if (operation?.operation === 'query' && !incremental(document)) {
      const compiled = compileQuery(schema, document, operationName ?? undefined);
      if (isCompiledQuery(compiled)) plan = { query: compiled.query, operation };
      else logger.error({ msg: 'query not compiled; it runs on the standard executor', operationName: operationName ?? null, errors: compiled.errors?.map((e) => e.message) });
    }
    byName.set(key, plan);
    return plan;
  };
  return {
    onExecute({ args, setExecuteFn }) {
      const plan = planFor(args.schema, args.document, args.operationName);
      if (!plan) return;
      setExecuteFn((run: ExecutionArgs) => plan.query(run.rootValue, run.contextValue, withInputDefaults(run.schema, plan.operation, run.variableValues)));
    },
  };
}

function incremental(document: DocumentNode): boolean {
  let found = false;
  visit(document, {
    Directive(node) {
      if (node.name.value !== 'defer' && node.name.value !== 'stream') return undefined;
      found = true;
      return BREAK;
    },
  });
  return found;
}

/** The variables with every omitted input-object field that has a default set to it, as graphql-js coerces them. */
export function withInputDefaults(
  schema: GraphQLSchema, operation: OperationDefinitionNode, variables: Readonly<Record<string, unknown>> | null | undefined,
): Record<string, unknown> {
  const out: Record<string, unknown> = { ...variables };
  for (const definition of operation.variableDefinitions ?? []) {
    const name = definition.variable.name.value;
    const type = typeFromAST(schema, definition.type) as GraphQLInputType | undefined;
    if (type && out[name] != null && isInputObjectType(getNamedType(type))) out[name] = fill(out[name], type);
  }
  return out;
}

function fill(value: unknown, type: GraphQLInputType): unknown {
  if (value == null) return value;
  if (isNonNullType(type)) return fill(value, type.ofType);
  if (isListType(type)) return Array.isArray(value) ? value.map((item) => fill(item, type.ofType)) : fill(value, type.ofType);
  if (!isInputObjectType(type) || typeof value !== 'object' || Array.isArray(value)) return value;
  const given = value as Record<string, unknown>;
  let filled: Record<string, unknown> | undefined;
  for (const field of Object.values(type.getFields())) {
    if (Object.hasOwn(given, field.name)) {
      const inner = fill(given[field.name], field.type);
      if (inner !== given[field.name]) (filled ??= { ...given })[field.name] = inner;
    } else if (field.defaultValue !== undefined) {
      // The default is held as an internal value: printed back to what a client would send (an enum's name).
      const ast = astFromValue(field.defaultValue, field.type);
      if (ast) (filled ??= { ...given })[field.name] = valueFromASTUntyped(ast);
    }
  }
  return filled ?? value;
}
