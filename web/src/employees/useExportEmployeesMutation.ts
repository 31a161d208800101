import { graphql, useMutation } from 'react-relay';
import type { useExportEmployeesMutation as M, useExportEmployeesMutation$data, EmployeeFilter } from '../__generated__/useExportEmployeesMutation.graphql.ts';
import { runMutation, type MutationOutcome } from '../platform/relay/runMutation.ts';

const mutation = graphql`
  mutation useExportEmployeesMutation($input: ExportEmployeesInput!) {
    exportEmployees(input: $input) {
      file { fileName mimeType byteSize contentBase64 }
      userErrors { field message code }
    }
  }
`;

type Payload = NonNullable<useExportEmployeesMutation$data['exportEmployees']>;

/** The filtered list as the API's .xlsx workbook. */
export function useExportEmployeesMutation(): (filter: EmployeeFilter) => Promise<MutationOutcome<Payload>> {
  const [commit] = useMutation<M>(mutation);
  return (filter) => runMutation(commit, { input: { filter, orderBy: [{ field: 'NAME', direction: 'ASC' }] } }, (r) => r.exportEmployees);
}
