import { graphql, useMutation, type UseMutationConfig } from 'react-relay';
import type { RecordSourceSelectorProxy } from 'relay-runtime';
import type { useSetExperimentEnabledMutation as M } from '../__generated__/useSetExperimentEnabledMutation.graphql.ts';
import { runMutation } from '../platform/relay/runMutation.ts';

const mutation = graphql`
  mutation useSetExperimentEnabledMutation($input: SetExperimentEnabledInput!) {
    setExperimentEnabled(input: $input) {
      experiment { id enabled updatedAt }
      viewer { experiments }
      userErrors { field message code }
    }
  }
`;

/**
 * The viewer has no id, so the payload's `viewer` is a record of its own: the switch is copied onto the signed-in
 * viewer (`Viewer.experiments`), which the screens gated by a flag read.
 */
function followOnViewer(store: RecordSourceSelectorProxy, key: string, enabled: boolean) {
  const viewer = store.getRoot().getLinkedRecord('viewer');
  if (!viewer) return;
  const keys = ((viewer.getValue('experiments') as readonly string[] | null) ?? []).filter((k) => k !== key);
  viewer.setValue(enabled ? [...keys, key] : keys, 'experiments');
}

/** An instant toggle: shown switched at once (optimistic), rolled back if the server refuses. */
export function useSetExperimentEnabledMutation() {
  const [commit] = useMutation<M>(mutation);
  return (id: string, key: string, enabled: boolean) => runMutation(
    (config: UseMutationConfig<M>) => commit({
      ...config,
      optimisticUpdater: (store) => {
        store.get(id)?.setValue(enabled, 'enabled');
        followOnViewer(store, key, enabled);
      },
    }),
    { input: { key, enabled } },
    (r) => r.setExperimentEnabled,
    (store, response) => { if (response?.setExperimentEnabled?.experiment) followOnViewer(store, key, enabled); },
  );
}
