/** Modules the company subscribes to (core §1). Six are switchable and looked up by fixed ids. */
export const MODULES = [
  'BASE',
  'TIME_AND_ATTENDANCE',
  'DIGITAL_ARCHIVE',
  'PROJECT_AND_ACTIVITY',
  'ADVANCED_SHIFTS',
  'CAMPAIGN',
  'ALLOWANCES',
] as const;
export type ModuleCode = (typeof MODULES)[number];

export interface ModuleDefinition {
  id: number;
  code: ModuleCode;
  name: string;
  /** The feature permission a user needs to use the module's screens. */
  feature: string | null;
  switchable: boolean;
}

export const MODULE_DEFINITIONS: readonly ModuleDefinition[] = [
  { id: 1, code: 'TIME_AND_ATTENDANCE', name: 'Clock', feature: 'FEATURE_CLOCK', switchable: true },
  { id: 2, code: 'DIGITAL_ARCHIVE', name: 'Digital archive', feature: 'FEATURE_DIGITAL_ARCHIVE', switchable: true },
  { id: 3, code: 'PROJECT_AND_ACTIVITY', name: 'Cost center', feature: 'FEATURE_COST_CENTER', switchable: true },
  { id: 4, code: 'ADVANCED_SHIFTS', name: 'Advanced shifts', feature: 'FEATURE_ADVANCED_SHIFTS', switchable: true },
  { id: 5, code: 'CAMPAIGN', name: 'Campaign', feature: 'FEATURE_CAMPAIGN', switchable: true },
  { id: 6, code: 'ALLOWANCES', name: 'Allowance', feature: 'FEATURE_ALLOWANCE', switchable: true },
  { id: 7, code: 'BASE', name: 'Base', feature: null, switchable: false },
];

/** Finer features shown by `GET /features`; each belongs to a module and is on only when its module is. */
export interface FeatureDefinition {
  id: number;
  code: string;
  name: string;
  module: ModuleCode;
}

export const FEATURE_DEFINITIONS: readonly FeatureDefinition[] = [
  { id: 1, code: 'WEB_CLOCK', name: 'Clock from the web', module: 'TIME_AND_ATTENDANCE' },
  { id: 2, code: 'MOBILE_CLOCK', name: 'Clock from mobile devices', module: 'TIME_AND_ATTENDANCE' },
  { id: 3, code: 'TERMINAL_CLOCK', name: 'Biometric terminals', module: 'TIME_AND_ATTENDANCE' },
  { id: 4, code: 'GEOFENCING', name: 'Geofencing of clocks', module: 'TIME_AND_ATTENDANCE' },
  { id: 5, code: 'SELFIE', name: 'Selfie on clock', module: 'TIME_AND_ATTENDANCE' },
  { id: 6, code: 'DOCUMENTS', name: 'Document archive', module: 'DIGITAL_ARCHIVE' },
  { id: 7, code: 'COST_CENTERS', name: 'Cost centers and activities', module: 'PROJECT_AND_ACTIVITY' },
  { id: 8, code: 'SHIFTS', name: 'Shifts and sites', module: 'ADVANCED_SHIFTS' },
  { id: 9, code: 'CAMPAIGNS', name: 'Campaigns', module: 'CAMPAIGN' },
  { id: 10, code: 'ALLOWANCES', name: 'Allowances', module: 'ALLOWANCES' },
  { id: 11, code: 'ABSENCES', name: 'Absences and holidays', module: 'BASE' },
  { id: 12, code: 'REPORTS', name: 'Reports', module: 'BASE' },
];

export const SUBSCRIPTION_PERIODS = ['UNKNOWN', 'YEARLY', 'SEMIANNUAL', 'QUARTERLY'] as const;
export type SubscriptionPeriod = (typeof SUBSCRIPTION_PERIODS)[number];
