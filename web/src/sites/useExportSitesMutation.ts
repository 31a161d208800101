import { graphql, useMutation } from 'react-relay';
import type { useExportSitesMutation as M } from '../__generated__/useExportSitesMutation.graphql.ts';
import { bindMutation } from '../platform/relay/crudMutation.ts';

const mutation = graphql`
  mutation useExportSitesMutation {
    exportSites {
      file { fileName mimeType byteSize contentBase64 }
      userErrors { field message code }
    }
  }
`;

/** Every site as the API's .xlsx workbook, by name. */
export function useExportSitesMutation() {
  const [commit] = useMutation<M>(mutation);
  return bindMutation(commit, (r) => r.exportSites);
}
