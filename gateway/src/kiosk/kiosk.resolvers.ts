import { GraphQLError } from 'graphql';
import { CLOCK_CONFIRMATIONS, type ClockConfirmation } from '../../../domain/clock.rules.ts';
import type { GatewayContext } from '../context.ts';
import type { KioskClockInput, Resolvers } from '../generated/resolvers-types.ts';
import { grants } from '../platform/access.ts';
import { toErrorCode, UserInputError, type UserError } from '../platform/errors.ts';
import { mutate, renameFields } from '../platform/mutation.ts';
import { idOf, toGlobalId } from '../platform/relay.ts';
import type { KioskClockDto, TerminalDto } from './kiosk.types.ts';

/** The API names the confirmations `confirmed`; the input calls them `confirm`. */
const clockFields = renameFields({ confirmed: ['confirm'] });
/** The 401s of the kiosk's own routes: about the PIN or the tablet, never about a user session. */
const KIOSK_401 = new Set(['WRONG_PIN', 'KIOSK_SIGNED_OUT']);
const isConfirmation = (code: string): code is ClockConfirmation => (CLOCK_CONFIRMATIONS as readonly string[]).includes(code);

const restCodeOf = (error: unknown): string | null => {
  const code = error instanceof GraphQLError ? error.extensions.restCode : undefined;
  return typeof code === 'string' ? code : null;
};

/**
 * The kiosk's refusals that the REST client turns into GraphQL errors — a 401 for a wrong PIN or a signed-out kiosk,
 * a 429 when the kiosk sends too many — are the payload's userErrors: the tablet shows them to the person in front
 * of it (the API's message, in the request's language), and no user session is at stake.
 */
function kioskRefusal(error: unknown): UserError | null {
  if (!(error instanceof GraphQLError)) return null;
  const code = error.extensions.code;
  const restCode = restCodeOf(error);
  if (code === 'UNAUTHENTICATED' && restCode && KIOSK_401.has(restCode)) return { field: null, message: error.message, code: toErrorCode(restCode) };
  if (code === 'RATE_LIMITED') return { field: null, message: error.message, code: 'RATE_LIMITED' };
  return null;
}

/** GraphQL's explicit nulls are the REST API's absent fields. */
function kioskClockBody(input: KioskClockInput) {
  return {
    employeeCode: input.employeeCode, pin: input.pin,
    ...(input.type ? { type: input.type } : {}),
    ...(input.clientId ? { clientId: input.clientId } : {}),
    ...(input.confirm?.length ? { confirmed: input.confirm } : {}),
  };
}

/**
 * A clock at the kiosk (`POST /kiosk/clocks`, authorized by the forwarded `x-kiosk-token`): a 409 asking for a
 * confirmation is `confirmationNeeded`; the API answers 200 instead of 201 for a clientId it had recorded.
 */
async function kioskClock(ctx: GatewayContext, input: KioskClockInput) {
  try {
    const clock: KioskClockDto = await ctx.rest.send('POST', '/kiosk/clocks', kioskClockBody(input));
    const replayed = ctx.rest.calls.filter((c) => c.method === 'POST' && c.path === '/kiosk/clocks').at(-1)?.status === 200;
    return { clock, confirmationNeeded: null, replayed };
  } catch (error) {
    if (error instanceof UserInputError && isConfirmation(error.restCode)) {
      return { clock: null, confirmationNeeded: { reason: error.restCode, message: error.message }, replayed: false };
    }
    const refusal = kioskRefusal(error);
    if (refusal) return { clock: null, confirmationNeeded: null, replayed: false, refusal };
    throw error;
  }
}

/** The terminal's site for those who may read sites (administrators, READ_ONLY); null for the rest, without an error. */
async function siteOf(t: TerminalDto, ctx: GatewayContext) {
  const { authorities, signedIn } = ctx.state.access;
  if (t.siteId === null || !signedIn || (authorities && !grants(authorities, 'SITES_READ'))) return null;
  const id = t.siteId;
  try {
    return await ctx.loaders.siteById.load(id);
  } catch (error) {
    const code = (error as { extensions?: { code?: unknown } }).extensions?.code;
    if (code === 'FORBIDDEN' || code === 'MODULE_DISABLED') return null;
    throw error;
  }
}

export const kioskResolvers: Resolvers = {
  Query: {
    terminal: (_, { id }, { loaders }) => loaders.terminalById.load(id ?? 1),
    kiosk: async (_, __, { rest }) => {
      try {
        return await rest.getOne('/kiosk');
      } catch (error) {
        // No token, an unknown one or a signed-out kiosk: null, so the tablet says it must be signed in again.
        if (restCodeOf(error) === 'KIOSK_SIGNED_OUT') return null;
        throw error;
      }
    },
  },
  Mutation: {
    updateTerminal: (_, { input }, { rest, loaders }) => mutate(async () => {
      const id = idOf(input.id, 'Terminal');
      await rest.send('PUT', `/terminal/${id}`, {
        ...(input.name !== null && input.name !== undefined ? { name: input.name } : {}),
        ...(input.siteId === undefined ? {} : { siteId: input.siteId === null ? null : idOf(input.siteId, 'Site', ['siteId']) }),
      });
      return { terminal: await loaders.terminalById.load(id) };
    }),
    signInKiosk: (_, { input }, { rest, loaders }) => mutate(async () => {
      const id = idOf(input.terminalId, 'Terminal', ['terminalId']);
      const { token, terminal } = await rest.send('POST', `/terminal/${id}/sign-in`);
      loaders.terminalById.prime(id, terminal);
      return { token, terminal };
    }),
    signOutKiosk: (_, { input }, { rest, loaders }) => mutate(async () => {
      const id = idOf(input.terminalId, 'Terminal', ['terminalId']);
      await rest.send('DELETE', `/terminal/${id}/sign-in`);
      return { terminal: await loaders.terminalById.load(id) };
    }),
    kioskClock: async (_, { input }, ctx) => {
      const answer = await mutate(() => kioskClock(ctx, input), { fields: clockFields });
      const { refusal, ...payload } = answer;
      return { replayed: false, ...payload, userErrors: refusal ? [refusal] : answer.userErrors };
    },
  },
  Terminal: {
    id: (t) => toGlobalId('Terminal', t.id),
    databaseId: (t) => t.id,
    site: (t, _, ctx) => siteOf(t, ctx),
  },
};
