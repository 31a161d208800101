import type { RecordSourceSelectorProxy } from 'relay-runtime';

/**
 * `Company` has no id, so Relay keeps a payload's company as a record of its own; pointing the root `company` field at
 * it is what lets the screen (`CompanyDataRouteQuery`) show what a mutation returned. The payload must select
 * everything the screen reads (`...CompanyForm_company`).
 */
export function relinkCompany(payloadField: string) {
  return (store: RecordSourceSelectorProxy) => {
    const company = store.getRootField(payloadField)?.getLinkedRecord('company');
    if (company) store.getRoot().setLinkedRecord(company, 'company');
  };
}
