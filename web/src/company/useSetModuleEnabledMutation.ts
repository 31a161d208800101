import { graphql, useMutation, type UseMutationConfig } from 'react-relay';
import type { RecordSourceSelectorProxy } from 'relay-runtime';
import type { useSetModuleEnabledMutation as M } from '../__generated__/useSetModuleEnabledMutation.graphql.ts';
import { bindMutation } from '../platform/relay/crudMutation.ts';
import { forgetAccess } from '../session/requireAccess.ts';

const mutation = graphql`
  mutation useSetModuleEnabledMutation($input: SetModuleEnabledInput!) {
    setModuleEnabled(input: $input) {
      module { id code enabled }
      userErrors { field message code }
    }
  }
`;

/**
 * The menu reads `viewer.enabledModules` from the store (`MainMenu_viewer`); `Viewer` has no id, so the root's viewer
 * record is corrected here from the module the server answered, and the menu entry appears or goes at once.
 */
function followInViewer(store: RecordSourceSelectorProxy<M['response']>) {
  const module = store.getRootField('setModuleEnabled')?.getLinkedRecord('module');
  const viewer = store.getRoot().getLinkedRecord('viewer');
  if (!module || !viewer) return;
  const code = String(module.getValue('code'));
  const current = (viewer.getValue('enabledModules') as readonly string[] | null) ?? [];
  const others = current.filter((c) => c !== code);
  viewer.setValue(module.getValue('enabled') ? [...others, code] : others, 'enabledModules');
}

/** Switches a module on or off (super administrators: MODULES_WRITE); the switch moves at once (an instant toggle). */
export function useSetModuleEnabledMutation() {
  const [commit] = useMutation<M>(mutation);
  const optimistic = (config: UseMutationConfig<M>) => commit({
    ...config,
    optimisticUpdater: (store) => { store.get(config.variables.input.moduleId)?.setValue(config.variables.input.enabled, 'enabled'); },
    // The screen guards read the modules too: the next navigation asks for them again.
    onCompleted: (response, errors) => { forgetAccess(); config.onCompleted?.(response, errors); },
  });
  return bindMutation(optimistic, (r) => r.setModuleEnabled, () => followInViewer);
}
