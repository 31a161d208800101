import { graphql, useMutation } from 'react-relay';
import type { useKioskClockMutation as M, KioskClockInput } from '../__generated__/useKioskClockMutation.graphql.ts';

const mutation = graphql`
  mutation useKioskClockMutation($input: KioskClockInput!) {
    kioskClock(input: $input) {
      clock { employeeName type date time timeZone siteName }
      confirmationNeeded { reason message }
      replayed
      userErrors { field message code }
    }
  }
`;

export type KioskClockAnswer = NonNullable<M['response']['kioskClock']>;
export type RecordedKioskClock = NonNullable<KioskClockAnswer['clock']>;

/** A clock at the kiosk: resolves with the payload (clock, question or refusals), rejects when no answer came. */
export function useKioskClockMutation(): (input: KioskClockInput) => Promise<KioskClockAnswer> {
  const [commit] = useMutation<M>(mutation);
  return (input) => new Promise((resolve, reject) => {
    commit({
      variables: { input },
      onCompleted: (response) => resolve(response.kioskClock ?? { clock: null, confirmationNeeded: null, replayed: false, userErrors: [] }),
      onError: reject,
    });
  });
}
