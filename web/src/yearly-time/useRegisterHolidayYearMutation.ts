import { graphql, useMutation } from 'react-relay';
import type { useRegisterHolidayYearMutation as M } from '../__generated__/useRegisterHolidayYearMutation.graphql.ts';
import { bindMutation } from '../platform/relay/crudMutation.ts';

const mutation = graphql`
  mutation useRegisterHolidayYearMutation($input: RegisterHolidayYearInput!) {
    registerHolidayYear(input: $input) {
      yearPeriod employeeCount
      userErrors { field message code }
    }
  }
`;

/** Registers a year for every enabled employee; refused (YEAR_ALREADY_REGISTERED) the second time. The screen reads its list again. */
export function useRegisterHolidayYearMutation() {
  const [commit] = useMutation<M>(mutation);
  return bindMutation(commit, (r) => r.registerHolidayYear);
}
