/** `InsuranceDto` of the REST API; `type` is health_insurance or work_insurance. */
export interface InsuranceDto {
  id: number;
  name: string;
  type: string;
  provider: string | null;
  policyNumber: string | null;
  validFrom: string | null;
  validTo: string | null;
  employeeCount: number;
}
