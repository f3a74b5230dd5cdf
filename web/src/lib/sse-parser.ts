/**
 * Server-sent events read from a byte stream as the HTML standard parses them: text comes in
 * chunks cut anywhere (mid-line, mid-character), lines end in LF, CRLF or CR, `data:` lines of one
 * event are joined with newlines, a blank line dispatches the event, `:` lines are comments.
 * `EventSource` cannot send the Authorization header, so the assistant reads its stream with fetch.
 */
export interface SseEvent {
  /** The `event:` field; `message` when the event named none. */
  event: string;
  data: string;
  id?: string;
}

export interface SseParser {
  /** Feeds the next chunk of the body; complete events go to the callback at once. */
  feed(chunk: Uint8Array | string): void;
  /** The body ended: an event not closed by a blank line is dropped, as the standard says. */
  end(): void;
}

export function createSseParser(onEvent: (event: SseEvent) => void): SseParser {
  const decoder = new TextDecoder();
  let buffer = '';
  let data: string[] = [];
  let event = '';
  let id: string | undefined;
  /** A chunk ended on CR: a LF opening the next chunk belongs to the same line end. */
  let afterCr = false;

  const dispatch = () => {
    if (data.length > 0) onEvent({ event: event || 'message', data: data.join('\n'), id });
    data = [];
    event = '';
  };

  const readLine = (line: string) => {
    if (line === '') return dispatch();
    if (line.startsWith(':')) return;
    const colon = line.indexOf(':');
    const field = colon < 0 ? line : line.slice(0, colon);
    let value = colon < 0 ? '' : line.slice(colon + 1);
    if (value.startsWith(' ')) value = value.slice(1);
    if (field === 'data') data.push(value);
    else if (field === 'event') event = value;
    else if (field === 'id' && !value.includes('\0')) id = value;
  };

  return {
    feed(chunk) {
      let text = typeof chunk === 'string' ? chunk : decoder.decode(chunk, { stream: true });
      if (afterCr && text.startsWith('\n')) text = text.slice(1);
      afterCr = false;
      buffer += text;
      let start = 0;
      for (let index = 0; index < buffer.length; index++) {
        const char = buffer[index];
        if (char !== '\n' && char !== '\r') continue;
        readLine(buffer.slice(start, index));
        if (char === '\r') {
          if (index + 1 === buffer.length) afterCr = true;
          else if (buffer[index + 1] === '\n') index++;
        }
        start = index + 1;
      }
      buffer = buffer.slice(start);
    },
    end() {
      buffer += decoder.decode();
      buffer = '';
      data = [];
      event = '';
    },
  };
}
