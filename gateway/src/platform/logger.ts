/** Structured logs: one JSON object a line, so a request id finds every line of a request. */
export interface Logger {
  info(entry: Record<string, unknown>): void;
  error(entry: Record<string, unknown>): void;
}

export const jsonLogger: Logger = {
  info: (entry) => process.stdout.write(`${JSON.stringify({ level: 'info', time: new Date().toISOString(), ...entry })}\n`),
  error: (entry) => process.stderr.write(`${JSON.stringify({ level: 'error', time: new Date().toISOString(), ...entry })}\n`),
};

export const silentLogger: Logger = { info: () => {}, error: () => {} };

export function errorDetails(error: unknown): Record<string, unknown> {
  return error instanceof Error ? { error: error.message, errorName: error.name, stack: error.stack } : { error: String(error) };
}
