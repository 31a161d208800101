import { graphql, useMutation } from 'react-relay';
import type { useUpdateAbsenceSettingsMutation as M } from '../__generated__/useUpdateAbsenceSettingsMutation.graphql.ts';
import { bindMutation } from '../platform/relay/crudMutation.ts';

const mutation = graphql`
  mutation useUpdateAbsenceSettingsMutation($input: AbsenceSettingsInput!) {
    updateAbsenceSettings(input: $input) {
      absenceSettings { carryOverCap carryOverExpiresOn }
      userErrors { field message code }
    }
  }
`;

/**
 * Saves the carry-over rule. The settings have no id, so Relay cannot match the answer to the screen's
 * `absenceSettings`: the updater copies the saved values there.
 */
export function useUpdateAbsenceSettingsMutation() {
  const [commit] = useMutation<M>(mutation);
  return bindMutation(commit, (r) => r.updateAbsenceSettings, () => (store) => {
    const saved = store.getRootField('updateAbsenceSettings')?.getLinkedRecord('absenceSettings');
    const shown = store.getRoot().getLinkedRecord('absenceSettings');
    if (!saved || !shown) return;
    shown.setValue(saved.getValue('carryOverCap') ?? null, 'carryOverCap');
    shown.setValue(saved.getValue('carryOverExpiresOn') ?? null, 'carryOverExpiresOn');
  });
}
