/** Fixed inputs of the demo company, so every `npm start` shows the same people. */
export const DEMO_PASSWORD = 'Demo#2026';

export const DEPARTMENTS = ['Operations', 'Sales', 'Finance', 'Human Resources', 'Engineering'];

export const CONTRACT_TYPES = [
  { name: 'Permanent', end_notice_days: 60 },
  { name: 'Fixed-term', end_notice_days: 30 },
  { name: 'Part-time', end_notice_days: 30 },
  { name: 'Internship', end_notice_days: 15 },
];

/** The six demo accounts of DESIGN.md §1, each an employee of a department. */
export const DEMO_ACCOUNTS = [
  { username: 'admin@demo.test', code: 'A0001', role: 'ADMIN', name: 'Ana Ferreira', department: 'Human Resources', job: 'HR Director' },
  { username: 'superadmin@demo.test', code: 'S0001', role: 'SUPER_ADMIN', name: 'Sofia Martins', department: 'Engineering', job: 'IT Administrator' },
  { username: 'manager@demo.test', code: 'M0001', role: 'DEPARTMENT_MANAGER', name: 'Miguel Costa', department: 'Operations', job: 'Operations Manager' },
  { username: 'leader@demo.test', code: 'T0001', role: 'TEAM_LEADER', name: 'Louise Bernard', department: 'Operations', job: 'Shift Leader' },
  { username: 'employee@demo.test', code: 'E0001', role: 'EMPLOYEE', name: 'Eduardo Silva', department: 'Operations', job: 'Warehouse Operator' },
  { username: 'readonly@demo.test', code: 'R0001', role: 'READ_ONLY', name: 'Rachel Dupont', department: 'Finance', job: 'External Auditor' },
] as const;

export const FIRST_NAMES = [
  'João', 'Maria', 'Pedro', 'Inês', 'Rui', 'Beatriz', 'Tiago', 'Catarina', 'Nuno', 'Mariana', 'Hugo', 'Joana',
  'Camille', 'Lucas', 'Chloé', 'Hugo', 'Léa', 'Thomas', 'Emma', 'Nathan', 'Oliver', 'Grace', 'Jack', 'Emily',
];
export const LAST_NAMES = [
  'Santos', 'Oliveira', 'Pereira', 'Rodrigues', 'Almeida', 'Nunes', 'Gomes', 'Lopes', 'Marques', 'Sousa',
  'Dubois', 'Moreau', 'Laurent', 'Lefebvre', 'Roux', 'Fournier', 'Smith', 'Taylor', 'Brown', 'Wilson',
];
export const JOBS: Record<string, string[]> = {
  Operations: ['Warehouse Operator', 'Forklift Driver', 'Logistics Coordinator', 'Quality Inspector'],
  Sales: ['Account Executive', 'Sales Representative', 'Customer Success Manager'],
  Finance: ['Accountant', 'Payroll Specialist', 'Financial Analyst'],
  'Human Resources': ['HR Generalist', 'Recruiter', 'Training Coordinator'],
  Engineering: ['Software Engineer', 'DevOps Engineer', 'QA Engineer', 'Product Designer'],
};
export const CITIES = [
  { city: 'Lisboa', zip: '1000-001', country: 'PT' }, { city: 'Porto', zip: '4000-001', country: 'PT' },
  { city: 'Braga', zip: '4700-001', country: 'PT' }, { city: 'Paris', zip: '75001', country: 'FR' },
  { city: 'Lyon', zip: '69001', country: 'FR' }, { city: 'London', zip: 'EC1A 1BB', country: 'GB' },
];
