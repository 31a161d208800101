import { CLOCK_CONFIRMATIONS, type ClockConfirmation } from '../../../domain/clock.rules.ts';
import type { GatewayContext } from '../context.ts';
import { downloadOf } from '../files/file.resolvers.ts';
import type { ClockInInput, ClockType, CorrectClockInput, Resolvers } from '../generated/resolvers-types.ts';
import { toErrorCode, UserInputError } from '../platform/errors.ts';
import { prime } from '../platform/loaders.ts';
import { mutate, renameFields } from '../platform/mutation.ts';
import { idOf } from '../platform/relay.ts';
import { found } from '../platform/sorting.ts';
import { clockQuery } from './clock.resolvers.ts';
import type { ClockDto } from './clock.types.ts';

/** The API's names in refusals, as the inputs name them: the position is `geoLoc`, the confirmations `confirmed`. */
const ownFields = renameFields({ geoLoc: ['position'], confirmed: ['confirm'] });
const recordFields = renameFields({ confirmed: ['confirm'] });
/** A correction's reason is the API's `comment`. */
const correctionFields = renameFields({ comment: ['reason'] });
/** `PATCH /clocks` names an item's field `[2].comment`: `corrections.2.reason` in the input. */
const batchFields = (path: string[]) => (/^\d+$/.test(path[0]) ? ['corrections', path[0], ...correctionFields(path.slice(1))] : path);
/** The export's query fields sit under the `filter` argument; `source` is its `sources`. */
const filterFields = (path: string[]) => (path[0] === 'filter' ? path : ['filter', ...(path[0] === 'source' ? ['sources', ...path.slice(1)] : path)]);

/** GraphQL's explicit nulls are the REST API's absent fields (its defaults), so they are left out of the body. */
function present<T extends object>(value: T): { [K in keyof T]: Exclude<T[K], null> } {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== null && v !== undefined)) as never;
}

/** One's own clock (`POST /clocks`, or the simulation's): the input in the API's names. */
function ownClockBody(input: ClockInInput, type?: ClockType) {
  const { position, confirm, ...fields } = input;
  return present({
    ...fields, type,
    geoLoc: position ? present({ latitude: position.latitude, longitude: position.longitude, accuracy: position.accuracy }) : undefined,
    confirmed: confirm,
  });
}

function correctionBody(input: Omit<CorrectClockInput, 'id'>) {
  return {
    ...present({ type: input.type, instant: input.instant }),
    // An explicit null clears the tag; left out, it stays.
    ...(input.tag === undefined ? {} : { tag: input.tag }),
    comment: input.reason,
  };
}

const isConfirmation = (code: string): code is ClockConfirmation => (CLOCK_CONFIRMATIONS as readonly string[]).includes(code);

/** The API answers 200 instead of 201 for a clientId it had recorded: the status of the POST just made tells which. */
const replayed = ({ rest }: GatewayContext, path: string) =>
  rest.calls.filter((c) => c.method === 'POST' && c.path === path).at(-1)?.status === 200;

/**
 * Records a clock; a 409 asking for a confirmation (SAME_TYPE_AS_PREVIOUS, DURING_SHIFT) is the payload's
 * `confirmationNeeded`, with the API's message in the request's language (the REST client forwards Accept-Language),
 * not a refusal. Other refusals (400, 404, 422 LOCATION_REQUIRED / OUTSIDE_GEOFENCE) become userErrors in `mutate`.
 */
async function recorded(ctx: GatewayContext, path: '/clocks' | '/clocks/admin', post: () => Promise<ClockDto>) {
  try {
    const clock = await post();
    prime(ctx.loaders.clockById, [clock]);
    return { clock, confirmationNeeded: null, replayed: replayed(ctx, path) };
  } catch (error) {
    if (error instanceof UserInputError && isConfirmation(error.restCode)) {
      return { clock: null, confirmationNeeded: { reason: error.restCode, message: error.message }, replayed: false };
    }
    throw error;
  }
}

const ownClock = (input: ClockInInput, type: ClockType, ctx: GatewayContext) =>
  recorded(ctx, '/clocks', () => ctx.rest.send('POST', '/clocks', ownClockBody(input, type)));

export const clockMutationResolvers: Resolvers = {
  Mutation: {
    clockIn: async (_, { input }, ctx) => ({ replayed: false, ...(await mutate(() => ownClock(input, 'IN', ctx), { fields: ownFields })) }),
    clockOut: async (_, { input }, ctx) => ({ replayed: false, ...(await mutate(() => ownClock(input, 'OUT', ctx), { fields: ownFields })) }),
    recordClock: async (_, { input }, ctx) => ({
      replayed: false,
      ...(await mutate(() => recorded(ctx, '/clocks/admin', () => ctx.rest.send('POST', '/clocks/admin', present({
        employeeId: idOf(input.employeeId, 'Employee', ['employeeId']), type: input.type, instant: input.instant, comment: input.comment,
        clientId: input.clientId, tag: input.tag, confirmed: input.confirm,
      }))), { fields: recordFields })),
    }),
    correctClock: (_, { input: { id: globalId, ...change } }, { rest, loaders }) => mutate(async () => {
      const id = idOf(globalId, 'Clock');
      await rest.send('PUT', `/clocks/${id}`, correctionBody(change));
      loaders.clockById.clear(id);
      return { clock: await loaders.clockById.load(id) };
    }, { fields: correctionFields }),
    correctClocks: (_, { input }, { rest, loaders }) => mutate(async () => {
      const ids = input.corrections.map((c, i) => idOf(c.id, 'Clock', ['corrections', String(i), 'id']));
      await rest.send('PATCH', '/clocks', input.corrections.map(({ id: _id, ...change }, i) => ({ id: ids[i], ...correctionBody(change) })));
      for (const id of ids) loaders.clockById.clear(id);
      return { clocks: found(await loaders.clockById.loadMany(ids)) };
    }, { fields: batchFields }),
    deleteClock: (_, { input }, { rest, loaders }) => mutate(async () => {
      const id = idOf(input.id, 'Clock');
      await rest.send('DELETE', `/clocks/${id}`, undefined, { reason: input.reason });
      loaders.clockById.clear(id);
      // Deleted clocks stay, with their trail: the answer shows it (clockById reads with showAll).
      return { clock: await loaders.clockById.load(id), deletedClockId: input.id };
    }),
    exportClocks: (_, { filter }, { rest }) => mutate(async () => {
      const answer = await rest.download('POST', '/clocks/export', undefined, {}, clockQuery(filter));
      return { file: downloadOf(answer, 'clocks.xlsx') };
    }, { fields: filterFields }),
    simulateClock: (_, { input, type }, { rest }) => rest.send('POST', '/clocks/simulation', ownClockBody(input, type ?? undefined)),
  },
  ClockSimulation: {
    confirmationsNeeded: (s) => s.confirmationsNeeded.filter(isConfirmation),
    refusal: (s) => (s.refusal ? { field: null, message: s.refusal.message, code: toErrorCode(s.refusal.code) } : null),
  },
};
