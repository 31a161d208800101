/** The fields of the REST `EmployeeDto` the graph shows. */
export interface EmployeeDto {
  id: number;
  name: string;
  email: string | null;
  employeeNumber: string | null;
  jobTitle: string | null;
  phone: string | null;
  startDate: string | null;
  endDate: string | null;
  language: string;
  enabled: boolean;
  hasPicture: boolean;
  department: { id: number } | null;
  accountId: number | null;
}
