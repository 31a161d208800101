import { graphql, useMutation } from 'react-relay';
import type { ExportInconsistenciesButtonMutation as M } from '../__generated__/ExportInconsistenciesButtonMutation.graphql.ts';
import { ExportButton } from '../platform/forms/ExportButton.tsx';
import { bindMutation } from '../platform/relay/crudMutation.ts';
import type { InconsistencyArgs } from './inconsistencyFilter.ts';

const mutation = graphql`
  mutation ExportInconsistenciesButtonMutation(
    $status: InconsistencyStatus, $from: LocalDate, $to: LocalDate, $types: [InconsistencyType!], $departmentId: ID, $employeeId: ID
  ) {
    exportInconsistencies(status: $status, from: $from, to: $to, types: $types, departmentId: $departmentId, employeeId: $employeeId) {
      file { fileName mimeType contentBase64 }
      userErrors { field message code }
    }
  }
`;

/** The inconsistencies as filtered on screen (the open tab's), as the API's .xlsx workbook in the user's language. */
export function ExportInconsistenciesButton({ args }: { args: InconsistencyArgs }) {
  const [commit] = useMutation<M>(mutation);
  return <ExportButton run={() => bindMutation(commit, (r) => r.exportInconsistencies)(args)} ns="inconsistencies"
    label="inconsistencies.export" busyLabel="inconsistencies.exporting" done="inconsistencies.exported" />;
}
