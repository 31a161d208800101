/** A row of `GET /employees/anniversaries`. */
export interface AnniversaryDto {
  employeeId: number;
  name: string;
  departmentId: number | null;
  type: 'BIRTHDAY' | 'WORK';
  date: string;
  years: number;
  daysUntil: number;
}

/** A row of `GET /employees/ending-*`. */
export interface EndingDocumentDto {
  employeeId: number;
  name: string;
  departmentId: number | null;
  document: 'CONTRACT' | 'DRIVERS_LICENSE' | 'IDENTITY' | 'PASSPORT' | 'RESIDENTIAL_CARD';
  date: string;
  daysUntil: number;
}
