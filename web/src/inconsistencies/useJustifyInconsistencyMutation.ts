import { graphql, useMutation, type UseMutationConfig } from 'react-relay';
import type { useJustifyInconsistencyMutation as M } from '../__generated__/useJustifyInconsistencyMutation.graphql.ts';
import { bindMutation } from '../platform/relay/crudMutation.ts';

const mutation = graphql`
  mutation useJustifyInconsistencyMutation($input: JustifyInconsistencyInput!) {
    justifyInconsistency(input: $input) {
      inconsistency { id ...InconsistencyRow_inconsistency }
      userErrors { field message code }
    }
  }
`;

/** Justifies (or judges unjustified, with a comment) one inconsistency; a proof file goes as a multipart upload. */
export function useJustifyInconsistencyMutation(document: File | null) {
  const [commit] = useMutation<M>(mutation);
  return bindMutation((config: UseMutationConfig<M>) => commit(document ? { ...config, uploadables: { 'input.document': document } } : config),
    (r) => r.justifyInconsistency);
}
