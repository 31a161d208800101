/** The `contract-types` namespace. Contract types. */
export const en = {
  contractTypes: {
    new: 'New contract type',
    empty: 'No contract type yet.',
    name: 'Name',
    endNoticeDays: 'Days of end notice',
    employees: 'Employees',
    days_one: '{{count}} day',
    days_other: '{{count}} days',
    days_many: '{{count}} days',
    saved: '{{name}} has been saved.',
    deleted: '{{name}} has been deleted.',
    deleteText: 'The contract type will be removed.',
  },
};
