/** The viewer is the token's account; its fields are resolved lazily, each through the REST API. */
export interface ViewerRef { accountId: number; employeeId: number | null }
