/** A payroll period as the panel shows it: its dates, its range in words, and from when it may be closed. */
export interface ShownPeriod { start: string; end: string; range: string; closableAfter: string }
