import { graphql, useMutation } from 'react-relay';
import type { useArchiveInconsistenciesMutation as M } from '../__generated__/useArchiveInconsistenciesMutation.graphql.ts';
import { bindMutation } from '../platform/relay/crudMutation.ts';

const mutation = graphql`
  mutation useArchiveInconsistenciesMutation($input: ArchiveInconsistenciesInput!) {
    archiveInconsistencies(input: $input) {
      archivedCount
      inconsistencies { id status ...InconsistencyRow_inconsistency }
      userErrors { field message code }
    }
  }
`;

/** Archives the chosen pending inconsistencies, all or none; the screen then reads its lists and counts again. */
export function useArchiveInconsistenciesMutation() {
  const [commit] = useMutation<M>(mutation);
  return bindMutation(commit, (r) => r.archiveInconsistencies);
}
