import { graphql, useMutation } from 'react-relay';
import type { usePreviewWeekScheduleMutation as M } from '../__generated__/usePreviewWeekScheduleMutation.graphql.ts';
import { bindMutation } from '../platform/relay/crudMutation.ts';

const mutation = graphql`
  mutation usePreviewWeekScheduleMutation($input: PreviewWeekScheduleInput!) {
    previewWeekSchedule(input: $input) {
      preview { ...SchedulePreviewPanel_preview }
      userErrors { field message code }
    }
  }
`;

/** What saving a schedule would do to its holders' days (the last 14 days), computed by the API and saved nowhere. */
export function usePreviewWeekScheduleMutation() {
  const [commit] = useMutation<M>(mutation);
  return bindMutation(commit, (r) => r.previewWeekSchedule);
}
