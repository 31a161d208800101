import { ANONYMOUS, type ViewerAccess } from './access.ts';
import { clientAddressOf } from './client-address.ts';
import { RestClient, type RestTransport } from './rest-client.ts';

/** What one HTTP request carries from the first hook to the last resolver. */
export interface RequestState {
  requestId: string;
  startedAt: number;
  rest: RestClient;
  access: ViewerAccess;
  operationName?: string | null;
}

const states = new WeakMap<Request, RequestState>();

export function bearerToken(request: Request): string | null {
  const match = /^Bearer\s+(\S+)$/i.exec(request.headers.get('authorization') ?? '');
  return match ? match[1] : null;
}

export function stateOf(request: Request, transport: RestTransport): RequestState {
  let state = states.get(request);
  if (!state) {
    const requestId = request.headers.get('x-request-id')?.slice(0, 100) || crypto.randomUUID();
    state = {
      requestId,
      startedAt: performance.now(),
      rest: new RestClient(transport, {
        token: bearerToken(request), requestId, acceptLanguage: request.headers.get('accept-language'),
        clientAddress: clientAddressOf(request), kioskToken: request.headers.get('x-kiosk-token'),
      }),
      access: ANONYMOUS,
    };
    states.set(request, state);
  }
  return state;
}
