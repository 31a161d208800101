import type { Connection } from '../platform/relay.ts';
import type { ItemOf, ResponseOf } from '../platform/rest-contract.ts';

/** From the generated REST contract: a row of `GET /statistics/employees-presences`. */
export type EmployeePresenceDto = ItemOf<'/statistics/employees-presences'>;
export type PresenceCountsDto = ResponseOf<'/statistics/presence-counts', 'get'>;
export type DashboardTodayDto = ResponseOf<'/statistics/today', 'get'>;
export type EmployeeKpiDto = ResponseOf<'/employees/{id}/kpi', 'get'>;

/** The filters a presence question was asked with: its counts are asked with the same. */
export interface PresenceFilters { departmentId?: number; campaignId?: number; forDepartmentsIManage?: boolean }
export type EmployeePresenceConnectionRef = Connection<EmployeePresenceDto> & { filters: PresenceFilters };

/** A dashboard: whose figures (the departments the viewer manages, or everything they read). */
export interface DashboardRef { scope: 'COMPANY' | 'DEPARTMENT' | 'OWN'; forDepartmentsIManage: boolean; accountId: number; employeeId: number | null }
export interface PresenceChangeRef { presence: EmployeePresenceDto }
