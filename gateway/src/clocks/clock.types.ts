import type { ItemOf, ResponseOf } from '../platform/rest-contract.ts';

/** A row of `GET /clocks` (one by id is `?ids=…&showAll=true`), from the generated REST contract. */
export type ClockDto = ItemOf<'/clocks'>;

/** One entry of a clock's trail; `before`/`after` are `ClockValuesDto` (the contract types them unknown). */
export type ClockEditDto = ClockDto['edits'][number];

/** The values a correction changed, as the API writes them into the trail (api/src/clocks/clock-edit.service.ts). */
export interface ClockValuesDto { type: 'IN' | 'OUT'; instant: string; date: string; time: string; tag: string | null }

/** What `POST /clocks/simulation` answers. */
export type ClockSimulationDto = ResponseOf<'/clocks/simulation', 'post'>;
