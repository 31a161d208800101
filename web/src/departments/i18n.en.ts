/** The `departments` namespace. Departments. */
export const en = {
  departments: {
    new: 'New department',
    empty: 'No department yet.',
    name: 'Name',
    managers: 'Managers',
    activeEmployees: 'Active employees',
    count_one: '{{count}} department',
    count_other: '{{count}} departments',
    count_many: '{{count}} departments',
    managerList: 'manager list',
    saved: '{{name}} has been saved.',
    deleted: '{{name}} has been deleted.',
    deleteText: 'The department is deleted. This cannot be undone.',
    deleteRefused_one: '{{count}} employee still belongs to this department: move them to another department first.',
    deleteRefused_other: '{{count}} employees still belong to this department: move them to another department first.',
    deleteRefused_many: '{{count}} employees still belong to this department: move them to another department first.',
    chosenManagers: 'Chosen managers',
    removeManager: 'Remove {{name}}',
    addManager: 'Add a manager',
    pickEmployee: 'Choose an employee…',
    rule: {
      none: 'No manager: the department has none.',
      one: 'One manager: they are the department’s manager.',
      many: 'Several managers: the department has a manager list.',
    },
  },
};
