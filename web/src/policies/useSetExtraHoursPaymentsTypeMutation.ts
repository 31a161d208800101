import { graphql, useMutation } from 'react-relay';
import type { useSetExtraHoursPaymentsTypeMutation as M } from '../__generated__/useSetExtraHoursPaymentsTypeMutation.graphql.ts';
import { bindMutation } from '../platform/relay/crudMutation.ts';

const mutation = graphql`
  mutation useSetExtraHoursPaymentsTypeMutation($input: SetExtraHoursPaymentsTypeInput!) {
    setExtraHoursPaymentsType(input: $input) {
      extraHoursPaymentsType { id ...ExtraHoursPaymentsField_setting }
      userErrors { field message code }
    }
  }
`;

/** The company's one setting (a node of fixed id): the store's record changes in place. */
export function useSetExtraHoursPaymentsTypeMutation() {
  const [commit] = useMutation<M>(mutation);
  return bindMutation(commit, (r) => r.setExtraHoursPaymentsType);
}
