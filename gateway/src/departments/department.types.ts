/** `DepartmentDto` of the REST API: `manager` when one is assigned, `managerList` when several. */
export interface DepartmentDto {
  id: number;
  name: string;
  manager: { id: number } | null;
  managerList: { id: number }[] | null;
  assignedManagers: number[];
}
