/** The `account` namespace. The account menu and `account/user`. */
export const en = {
  account: {
    menu: 'Account menu',
    name: 'Name',
    username: 'Username',
    employeeCode: 'Employee code',
    roles: 'Roles',
    department: 'Department',
    jobTitle: 'Job title',
    email: 'E-mail',
    lastLogin: 'Last sign-in',
    signOut: 'Sign out',
  },
};
