import type { ItemOf } from '../platform/rest-contract.ts';

/** Rows of the API's insight routes, from the generated REST contract. */
export type AnniversaryDto = ItemOf<'/employees/anniversaries'>;
export type EndingDocumentDto = ItemOf<'/employees/ending-contract'>;
