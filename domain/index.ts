export * from './roles.ts';
export * from './modules.ts';
export * from './permissions.ts';
export * from './password.ts';
export * from './employee.ts';
export * from './images.ts';
export * from './countries.ts';
export * from './work-items.ts';
