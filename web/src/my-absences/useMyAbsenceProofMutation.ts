import { graphql, useMutation, type UseMutationConfig } from 'react-relay';
import type { useMyAbsenceProofMutation as M } from '../__generated__/useMyAbsenceProofMutation.graphql.ts';
import { bindMutation } from '../platform/relay/crudMutation.ts';

const mutation = graphql`
  mutation useMyAbsenceProofMutation($input: SendAbsenceProofInput!) {
    sendAbsenceProof(input: $input) {
      absenceRequest { id ...MyAbsenceRequestItem_request }
      userErrors { field message code }
    }
  }
`;

/** Sends the proof of an absence waiting for one; the file goes as a multipart upload, the card updates from the answer. */
export function useMyAbsenceProofMutation(document: File | null) {
  const [commit] = useMutation<M>(mutation);
  return bindMutation((config: UseMutationConfig<M>) => commit(document ? { ...config, uploadables: { 'input.document': document } } : config),
    (r) => r.sendAbsenceProof);
}
