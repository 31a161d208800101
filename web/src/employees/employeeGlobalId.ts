import { globalId } from '../platform/relay/globalId.ts';

export const employeeGlobalId = (databaseId: string | undefined) => globalId('Employee', databaseId);
