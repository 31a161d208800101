/** Rows per page of the lists, and how many choices a picker loads (the gateway serves at most 100 per page). */
export const PAGE_SIZE = 25;
export const PICKER_SIZE = 100;
