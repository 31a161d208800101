/**
 * Reads a `multipart/mixed` body (GraphQL incremental delivery, as graphql-yoga sends it) and yields the
 * JSON of each part as soon as the part is complete, so deferred data reaches the screen as it arrives.
 */
export async function* readMultipartMixed(body: ReadableStream<Uint8Array>, contentType: string): AsyncGenerator<unknown> {
  const boundaryMatch = /boundary="?([^";]+)"?/i.exec(contentType);
  const boundary = `--${boundaryMatch ? boundaryMatch[1] : '-'}`;
  const decoder = new TextDecoder();
  const reader = body.getReader();
  let buffer = '';
  for (;;) {
    const { done, value } = await reader.read();
    if (value) buffer += decoder.decode(value, { stream: true });
    let index = buffer.indexOf(boundary);
    while (index !== -1) {
      const part = buffer.slice(0, index);
      buffer = buffer.slice(index + boundary.length);
      const json = partBody(part);
      if (json !== null) yield JSON.parse(json);
      index = buffer.indexOf(boundary);
    }
    if (done) break;
  }
}

/** The body of one part (after its headers), or null for the preamble and the closing delimiter. */
function partBody(part: string): string | null {
  const headerEnd = part.indexOf('\r\n\r\n');
  const content = (headerEnd === -1 ? part : part.slice(headerEnd + 4)).trim();
  return content.startsWith('{') ? content : null;
}
