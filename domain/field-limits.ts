/**
 * The limits of every field a person types, in one table read by both sides: the API's TypeBox schemas (maxLength,
 * maxItems, minimum/maximum) and the web app's yup rules. Change a limit here and both follow; nothing else repeats it.
 * Lengths count characters as stored (NFC).
 */
export const FIELD_LIMITS = {
  /** a free-text search box of a list */
  search: 100,
  personName: 200,
  email: 254,
  phone: 40,
  street: 200,
  city: 100,
  state: 100,
  zipCode: 20,
  /** identity, tax, social-security, driver's-licence numbers and the employee number */
  documentNumber: 40,
  jobTitle: 120,
  emergencyContactName: 120,
  emergencyRelation: 60,
  dependents: { min: 0, max: 50 },
  seniorityMonths: { min: 0, max: 1200 },
  foreignLanguage: 40,
  foreignLanguages: 20,
  /** the same list as the comma-joined text older clients send */
  foreignLanguagesText: 200,
  companyName: 200,
  legalName: 200,
  taxId: 40,
  website: 200,
  timezone: 64,
  departmentName: 120,
  departmentManagers: 50,
  contractTypeName: 80,
  endNoticeDays: { min: 0, max: 365 },
  holidayName: 120,
  insuranceName: 120,
  scheduleName: 100,
  scheduleGroup: 60,
  scheduleExceptionName: 100,
  scheduleExceptions: 366,
  workLocations: 50,
  extraHourBands: 10,
  /** durations, tolerances and thresholds in minutes */
  dayMinutes: { min: 0, max: 1440 },
  /** extra-hour policies (rules): the name, the report column's title, the order among rules of one category */
  extraHourRuleName: 120,
  extraHourRuleTitle: 60,
  extraHourRuleSequence: { min: 0, max: 9999 },
  /** a clock's tag as an extra-hour rule names it, and how many tags one rule may name */
  clockTag: 100,
  extraHourClockTags: 20,
  insuranceProvider: 120,
  siteName: 120,
  siteAddress: 300,
  /** geofencing radius of a site, in meters */
  siteRadius: { min: 10, max: 10000 },
  latitude: { min: -90, max: 90 },
  longitude: { min: -180, max: 180 },
  /** the site screen's address search: at least `min` characters other than spaces */
  siteSearchQuery: { min: 3, max: 200 },
  policyNumber: 60,
  roleName: 60,
  authority: 80,
  roleAuthorities: 500,
  username: 254,
  employeeCode: 64,
  /** what the API reads of a password typed at sign-in or set by an administrator (the strength rules are password.ts) */
  passwordInput: 200,
  /** why an inconsistency is archived, or the words of its justification */
  inconsistencyComment: 1000,
  /** inconsistencies archived by id in one call */
  inconsistencyBatch: 10000,
  /** the name a justification's document was sent under */
  documentFileName: 200,
  /** an absence request's comment, a decision's reason */
  absenceComment: 1000,
  /** the periods of one absence request */
  absencePeriods: 50,
  /** a tenant banner's text, per language */
  bannerText: 1000,
  /** an overridden interface text: its i18n key (`namespace:dotted.path`) and its value */
  textKey: 200,
  textValue: 1000,
} as const;

export type FieldLimit = keyof typeof FIELD_LIMITS;

/** A phone number as typed: digits, spaces and + ( ) . / - (read by the API's schemas and the forms). */
export const PHONE_PATTERN = '^[+0-9 ()./-]*$';

/**
 * A web address: an optional http(s) scheme, then a host name with at least one dot, and no spaces ("demo.test",
 * "https://www.demo.test/about"; not "demo dot test"). Read by the API's company schema and the company form.
 */
export const WEBSITE_PATTERN = '^(https?://)?[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?(?:\\.[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?)+(?::\\d{1,5})?(?:[/?#]\\S*)?$';
