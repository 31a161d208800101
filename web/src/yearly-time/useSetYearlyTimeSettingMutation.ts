import { graphql, useMutation } from 'react-relay';
import type { useSetYearlyTimeSettingMutation as M } from '../__generated__/useSetYearlyTimeSettingMutation.graphql.ts';
import { bindMutation } from '../platform/relay/crudMutation.ts';

const mutation = graphql`
  mutation useSetYearlyTimeSettingMutation($input: SetYearlyTimeSettingInput!) {
    setYearlyTimeSetting(input: $input) {
      yearlyTimeSetting { id holidayDays bonusDays }
      userErrors { field message code }
    }
  }
`;

/** One employee's days of one year; the row on screen takes the saved values (same id). */
export function useSetYearlyTimeSettingMutation() {
  const [commit] = useMutation<M>(mutation);
  return bindMutation(commit, (r) => r.setYearlyTimeSetting);
}
