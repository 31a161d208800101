/** The `holidays` namespace. Holidays and the holiday policy. */
export const en = {
  holidays: {
    new: 'New holiday',
    edit: 'Edit the holiday',
    year: 'Year',
    empty: 'No holiday in {{year}}.',
    caption: 'Holidays of {{year}}',
    date: 'Date',
    name: 'Name',
    past: 'past',
    editPastTitle: 'Edit a past holiday?',
    editAnyway: 'Edit anyway',
    deleteText: 'The holiday of {{date}} will be removed.',
    deleted: 'The holiday of {{date}} has been deleted.',
    saved: 'The holiday of {{date}} has been saved.',
    savedInYear: 'The holiday of {{date}} has been saved in the holidays of {{year}}.',
    policy: 'Company holidays apply',
    policyHint: 'When off, company holidays are not applied to employees.',
  },
};
