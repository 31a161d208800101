/** The REST `EmployeeDto` (api/src/employees/employee.dto.ts). */
export interface EmployeeDto {
  id: number;
  name: string;
  email: string | null;
  department: { id: number } | null;
  contractType: { id: number } | null;
  address: {
    id: number; streetLine1: string | null; streetLine2: string | null; city: string | null; state: string | null;
    zipCode: string | null; country: string | null;
  } | null;
  accountId: number | null;
  birthDate: string | null;
  identityValidityDate: string | null;
  driversValidityDate: string | null;
  startDate: string | null;
  endDate: string | null;
  startDateOnCompany: string | null;
  residentialCardValidityDate: string | null;
  passportValidityDate: string | null;
  entered: string;
  gender: 'MALE' | 'FEMALE' | null;
  maritalStatus: 'SINGLE' | 'MARRIED' | 'SEPARATED' | 'DIVORCED' | 'WIDOWED' | 'UNION' | null;
  dependents: number | null;
  driversLicense: string | null;
  identityNumber: string | null;
  taxId: string | null;
  socialSecurityNumber: string | null;
  jobTitle: string | null;
  phone: string | null;
  alternativePhone: string | null;
  personalEmail: string | null;
  employeeNumber: string | null;
  seniorityMonths: number | null;
  emergencyContact: { name: string | null; phone: string | null; relation: string | null };
  language: string;
  readOnly: boolean;
  loginEnabled: boolean;
  foreignLanguage: string | null;
  qualificationLevel: string | null;
  educationAreas: string[];
  hasPicture: boolean;
  enabled: boolean;
}
