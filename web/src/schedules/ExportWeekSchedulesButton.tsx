import { graphql, useMutation } from 'react-relay';
import type { ExportWeekSchedulesButtonMutation as M } from '../__generated__/ExportWeekSchedulesButtonMutation.graphql.ts';
import { ExportButton } from '../platform/forms/ExportButton.tsx';
import { bindMutation } from '../platform/relay/crudMutation.ts';

const mutation = graphql`
  mutation ExportWeekSchedulesButtonMutation {
    exportWeekSchedules { file { fileName mimeType contentBase64 } userErrors { field message code } }
  }
`;

/** Every schedule as the API's .xlsx workbook. */
export function ExportWeekSchedulesButton() {
  const [commit] = useMutation<M>(mutation);
  return <ExportButton run={() => bindMutation(commit, (r) => r.exportWeekSchedules)({})} ns="schedules"
    label="schedules.export" busyLabel="schedules.exporting" done="schedules.exported" />;
}
