/** `AccountDto` of the REST API (`GET /accounts`). */
export interface AccountDto {
  id: number;
  username: string | null;
  employeeCode: string | null;
  employeeId: number | null;
  isEnabled: boolean;
  isExpired: boolean;
  isLocked: boolean;
  isCredentialsExpired: boolean;
  lockedUntil: string | null;
  failedAttempts: number;
  identificationMethod: string;
  roles: { id: number; name: string }[];
  lastLoginAt: string | null;
  createdAt: string;
}
