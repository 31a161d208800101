import { graphql, useMutation } from 'react-relay';
import type { useArchiveInconsistencyPeriodMutation as M } from '../__generated__/useArchiveInconsistencyPeriodMutation.graphql.ts';
import { bindMutation } from '../platform/relay/crudMutation.ts';

const mutation = graphql`
  mutation useArchiveInconsistencyPeriodMutation($input: ArchiveInconsistencyPeriodInput!) {
    archiveInconsistencyPeriod(input: $input) { count dryRun userErrors { field message code } }
  }
`;

/** Counts (dryRun) or archives every pending inconsistency of one's scope in a period, in one transaction. */
export function useArchiveInconsistencyPeriodMutation() {
  const [commit] = useMutation<M>(mutation);
  return bindMutation(commit, (r) => r.archiveInconsistencyPeriod);
}
