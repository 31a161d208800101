/** `ContractTypeDto` of the REST API. */
export interface ContractTypeDto {
  id: number;
  name: string;
  endNoticeDays: number;
  employeeCount: number;
}
