import * as yup from 'yup';

/** Password policy (core §5, §9): 8–16 characters with upper, lower, digit and special character. */
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 16;

export function passwordProblems(value: string): string[] {
  const problems: string[] = [];
  if (value.length < PASSWORD_MIN || value.length > PASSWORD_MAX) problems.push(`must be ${PASSWORD_MIN} to ${PASSWORD_MAX} characters`);
  if (!/[A-Z]/.test(value)) problems.push('needs an uppercase letter');
  if (!/[a-z]/.test(value)) problems.push('needs a lowercase letter');
  if (!/[0-9]/.test(value)) problems.push('needs a digit');
  if (!/[^A-Za-z0-9]/.test(value)) problems.push('needs a special character');
  return problems;
}

export const passwordSchema = yup
  .string()
  .required()
  .test('password-policy', (value, ctx) => {
    const problems = passwordProblems(value ?? '');
    return problems.length === 0 ? true : ctx.createError({ message: `Password ${problems.join(', ')}` });
  });

/** Login identifier rule (core §5): with an @ it is a username, otherwise an employee code. */
export function loginIdentifierField(identifier: string): 'username' | 'employeeCode' {
  return identifier.includes('@') ? 'username' : 'employeeCode';
}
