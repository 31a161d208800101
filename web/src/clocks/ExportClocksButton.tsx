import { graphql, useMutation } from 'react-relay';
import type { ClockFilter, ExportClocksButtonMutation as M } from '../__generated__/ExportClocksButtonMutation.graphql.ts';
import { ExportButton } from '../platform/forms/ExportButton.tsx';
import { bindMutation } from '../platform/relay/crudMutation.ts';

const mutation = graphql`
  mutation ExportClocksButtonMutation($filter: ClockFilter) {
    exportClocks(filter: $filter) { file { fileName mimeType contentBase64 } userErrors { field message code } }
  }
`;

/** The clocks as filtered on screen, as the API's .xlsx workbook. */
export function ExportClocksButton({ filter }: { filter: ClockFilter }) {
  const [commit] = useMutation<M>(mutation);
  return <ExportButton run={() => bindMutation(commit, (r) => r.exportClocks)({ filter })} ns="clocks"
    label="clocks.export" busyLabel="clocks.exporting" done="clocks.exported" />;
}
