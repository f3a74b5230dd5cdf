/** One server-sent event: its name (`message` by default) and its JSON data. */
export interface ServerEvent {
  event: string;
  data: unknown;
}

export interface EventStreamAnswer {
  status: number;
  contentType: string | null;
  /** The events received, in order (empty when the answer was JSON). */
  events: ServerEvent[];
  /** The JSON envelope of a refusal made before any stream. */
  body: { status: number; msg: string; data: unknown } | null;
}

function parseEvent(block: string): ServerEvent | null {
  let event = 'message';
  const data: string[] = [];
  for (const line of block.split('\n')) {
    if (line.startsWith('event: ')) event = line.slice(7);
    else if (line.startsWith('data: ')) data.push(line.slice(6));
  }
  return data.length ? { event, data: JSON.parse(data.join('\n')) as unknown } : null;
}

/**
 * Reads a server-sent event stream over real HTTP, as a browser's fetch does: `onEvent` sees each
 * event as it arrives (and may abort through `signal`); a JSON answer is returned as `body`.
 */
export async function readEventStream(
  url: string,
  headers: Record<string, string>,
  options: { signal?: AbortSignal; onEvent?: (event: ServerEvent) => void } = {},
): Promise<EventStreamAnswer> {
  const response = await fetch(url, { headers, signal: options.signal });
  const contentType = response.headers.get('content-type');
  if (!contentType?.startsWith('text/event-stream')) {
    return {
      status: response.status,
      contentType,
      events: [],
      body: (await response.json()) as EventStreamAnswer['body'],
    };
  }
  const events: ServerEvent[] = [];
  const decoder = new TextDecoder();
  let buffered = '';
  try {
    for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
      buffered += decoder.decode(chunk, { stream: true });
      let end: number;
      while ((end = buffered.indexOf('\n\n')) >= 0) {
        const parsed = parseEvent(buffered.slice(0, end));
        buffered = buffered.slice(end + 2);
        if (!parsed) continue;
        events.push(parsed);
        options.onEvent?.(parsed);
      }
    }
  } catch (error) {
    if (!options.signal?.aborted) throw error;
  }
  return { status: response.status, contentType, events, body: null };
}
