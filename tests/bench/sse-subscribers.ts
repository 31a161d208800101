import { Agent, request } from 'undici';

/**
 * The clients of the dashboard bench's subscription figure, in a process of their own: SUBSCRIBERS streams of
 * `subscription { presenceChanged … }` to GATEWAY_URL. Prints `ready …` once every stream is open, then `received …`
 * once each got one event; exits when its standard input closes.
 */
const url = process.env.GATEWAY_URL!;
const count = Number(process.env.SUBSCRIBERS ?? 1000);
const agent = new Agent({ connections: null, bodyTimeout: 0, headersTimeout: 30_000 });
const body = JSON.stringify({ query: 'subscription { presenceChanged { presence { presence lastClockType lateToday name } } }' });
let open = 0;
let received = 0;
let firstAt = 0;
const started = performance.now();
const streams = Array.from({ length: count }, async () => {
  const res = await request(url, {
    method: 'POST', dispatcher: agent, body,
    headers: { 'content-type': 'application/json', accept: 'text/event-stream', authorization: `Bearer ${process.env.TOKEN}` },
  });
  if (res.statusCode !== 200) throw new Error(`status ${res.statusCode}: ${await res.body.text()}`);
  open++;
  if (open === count) console.log(`ready: ${count} streams open in ${Math.round(performance.now() - started)} ms`);
  let text = '';
  for await (const chunk of res.body) {
    text += chunk.toString();
    if (text.includes('event: next')) {
      received++;
      if (received === 1) firstAt = performance.now();
      if (received === count) console.log(`received by all ${count}; ${Math.round(performance.now() - firstAt)} ms between the first and the last`);
      break;
    }
  }
  res.body.destroy();
});
streams.forEach((s) => s.catch((err: unknown) => { console.log(`failed: ${String(err)}`); process.exit(1); }));
process.stdin.resume();
process.stdin.on('end', () => { void agent.destroy().then(() => process.exit(0)); });
