import { toUserErrors, UserInputError, type UserError } from './errors.ts';

/**
 * Runs a mutation's REST calls; business refusals (bad input, not found, conflicts) become the payload's
 * `userErrors`, while UNAUTHENTICATED / FORBIDDEN / MODULE_DISABLED and unexpected failures stay GraphQL errors.
 */
export async function mutate<T extends object>(run: () => Promise<T>, options: MutateOptions = {}): Promise<Partial<T> & { userErrors: UserError[] }> {
  try {
    return { ...(await run()), userErrors: [] };
  } catch (error) {
    if (error instanceof UserInputError) {
      const userErrors = toUserErrors(error).map((e) => ({ ...e, field: e.field && options.fields ? options.fields(e.field) : e.field }));
      return { userErrors } as Partial<T> & { userErrors: UserError[] };
    }
    throw error;
  }
}

export interface MutateOptions {
  /** Renames a REST field path to the path of the GraphQL input field (e.g. `department.id` → `departmentId`). */
  fields?: (restPath: string[]) => string[];
}

/** A `fields` mapping from REST names (the first segment, or the whole dotted path) to input paths. */
export function renameFields(names: Record<string, string[]>, prefix: string[] = []): (restPath: string[]) => string[] {
  return (path) => {
    const whole = names[path.join('.')];
    if (whole) return whole;
    const head = names[path[0]];
    return head ? [...head, ...path.slice(1)] : [...prefix, ...path];
  };
}
