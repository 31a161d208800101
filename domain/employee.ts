/** Enumerations of the employee record (core §3). */
export const GENDERS = ['MALE', 'FEMALE'] as const;
export const MARITAL_STATUSES = ['SINGLE', 'MARRIED', 'SEPARATED', 'DIVORCED', 'WIDOWED', 'UNION'] as const;
export const LANGUAGES = ['pt', 'fr', 'en'] as const;
export const QUALIFICATION_LEVELS = ['LEVEL-1-2', 'LEVEL-3-4', 'LEVEL-5', 'LEVEL-6', 'LEVEL-7', 'LEVEL-8'] as const;
export const EDUCATION_AREAS = [
  'TEACHER', 'ARTS', 'HUMANITIES', 'SOCIAL_BEHAVIORAL_SCIENCES', 'INFORMATION_JOURNALISM', 'BUSINESS_SCIENCES',
  'LAW', 'LIFE_SCIENCES', 'PHYSICAL_SCIENCES', 'MATHEMATICS_STATISTICS', 'COMPUTING',
  'ENGINEERING_RELATED_TECHNIQUES', 'MANUFACTURING_INDUSTRIES', 'ARCHITECTURE_CONSTRUCTION',
  'AGRICULTURE_FORESTY_FISHERIES', 'VETERINARY_SCIENCES', 'HEALTH', 'SOCIAL', 'PERSONAL', 'TRANSPORT',
  'ENVIRONMENT', 'SECURITY', 'OTHER',
] as const;

/** How an account identifies itself at a terminal or device (core §3, clock identification method). */
export const IDENTIFICATION_METHODS = [
  'card', 'face', 'finger', 'finger1', 'finger2', 'none', 'pin', 'userpass', 'password', 'biometric', 'terminal',
] as const;

export type Gender = (typeof GENDERS)[number];
export type MaritalStatus = (typeof MARITAL_STATUSES)[number];
export type Language = (typeof LANGUAGES)[number];
export type QualificationLevel = (typeof QUALIFICATION_LEVELS)[number];
export type EducationArea = (typeof EDUCATION_AREAS)[number];
export type IdentificationMethod = (typeof IDENTIFICATION_METHODS)[number];

/** Enabled/disabled rule (core §4): disabled when the end date has passed, or no end date and no enabled account. */
export function isEmployeeEnabled(endDate: string | null, accountEnabled: boolean | null, today: string): boolean {
  if (endDate) return endDate >= today;
  return accountEnabled === true;
}
