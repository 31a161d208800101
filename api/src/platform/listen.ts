/**
 * The interface the API listens on: `API_HOST`, else loopback when it runs beside its own gateway (`npm start`: only
 * the gateway needs to reach it, so nobody else can send it a forged X-Forwarded-For), else every interface (a
 * standalone API behind a gateway or load balancer on another host).
 */
export function apiHost(env: NodeJS.ProcessEnv, besideGateway: boolean): string {
  return env.API_HOST || (besideGateway ? '127.0.0.1' : '0.0.0.0');
}

/** `npm start` trusts the forwarded client address from loopback, where its own gateway calls from. */
export function besideGatewayEnv(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  return { ...env, TRUSTED_PROXIES: env.TRUSTED_PROXIES ?? 'loopback' };
}
