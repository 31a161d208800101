/** One event of the API's live stream: its name (`presence`, `pending`, `notification`) and its JSON data. */
export interface LiveEvent { event: string; data: Record<string, unknown> }

/** Parses a Server-Sent Events body into its events (comments and heartbeats skipped). */
export async function* serverSentEvents(body: AsyncIterable<Uint8Array | string>): AsyncGenerator<LiveEvent> {
  const decoder = new TextDecoder();
  let buffer = '';
  for await (const chunk of body) {
    buffer += typeof chunk === 'string' ? chunk : decoder.decode(chunk, { stream: true });
    for (let end = buffer.indexOf('\n\n'); end >= 0; end = buffer.indexOf('\n\n')) {
      const block = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      let event = 'message';
      const data: string[] = [];
      for (const line of block.split('\n')) {
        if (line.startsWith('event:')) event = line.slice(6).trim();
        else if (line.startsWith('data:')) data.push(line.slice(5).trimStart());
      }
      if (data.length) yield { event, data: JSON.parse(data.join('\n')) as Record<string, unknown> };
    }
  }
}
