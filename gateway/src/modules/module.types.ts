export interface ModuleDto { id: number; code: string; name: string; enabled: boolean; switchable: boolean }
export interface FeatureDto { id: number; code: string; name: string; moduleId: number; module: string; enabled: boolean }
