import { describe, expect, it } from 'vitest';
import { createSseParser, type SseEvent } from './sse-parser';

/** Feeds the chunks in order and returns every event dispatched. */
function parse(chunks: (string | Uint8Array)[]): SseEvent[] {
  const events: SseEvent[] = [];
  const parser = createSseParser((event) => events.push(event));
  for (const chunk of chunks) parser.feed(chunk);
  parser.end();
  return events;
}

const piece = (text: string) => `data: ${JSON.stringify(text)}\n\n`;

describe('createSseParser', () => {
  it('reads the default event, done and error events', () => {
    const events = parse([piece('Hel') + piece('lo'), 'event: done\ndata: 42\n\n']);
    expect(events).toEqual([
      { event: 'message', data: '"Hel"' },
      { event: 'message', data: '"lo"' },
      { event: 'done', data: '42' },
    ]);
    expect(parse(['event: error\ndata: "The model is overloaded"\n\n'])).toEqual([
      { event: 'error', data: '"The model is overloaded"' },
    ]);
  });

  it('puts together events cut anywhere across chunks', () => {
    const whole = piece('one') + piece('two\nlines') + 'event: done\ndata: 7\n\n';
    const expected = parse([whole]);
    for (let cut = 1; cut < whole.length; cut++) {
      expect(parse([whole.slice(0, cut), whole.slice(cut)]), `cut at ${cut}`).toEqual(expected);
    }
    expect(
      expected.map((event) => (event.event === 'message' ? JSON.parse(event.data) : event.data)),
    ).toEqual(['one', 'two\nlines', '7']);
  });

  it('joins the data lines of one event with newlines', () => {
    expect(parse(['data: first\ndata:second\ndata\n\n'])).toEqual([
      { event: 'message', data: 'first\nsecond\n' },
    ]);
  });

  it('takes LF, CRLF and CR line ends, also when a CRLF is cut between chunks', () => {
    const expected = [
      { event: 'message', data: 'a' },
      { event: 'done', data: '1' },
    ];
    expect(parse(['data: a\r\n\r\nevent: done\r\ndata: 1\r\n\r\n'])).toEqual(expected);
    expect(parse(['data: a\r\r', 'event: done\rdata: 1\r\r'])).toEqual(expected);
    expect(parse(['data: a\r', '\n\r', '\nevent: done\r\ndata: 1\r', '\n\r\n'])).toEqual(expected);
  });

  it('decodes characters whose bytes are split between chunks', () => {
    const bytes = new TextEncoder().encode(piece('提示：递归'));
    const events = parse([bytes.slice(0, 9), bytes.slice(9, 10), bytes.slice(10)]);
    expect(JSON.parse(events[0].data)).toBe('提示：递归');
  });

  it('skips comments and events without data, and drops an event the stream cut short', () => {
    expect(parse([': keep-alive\n\nevent: ping\n\n', piece('kept'), 'data: "never closed"\n'])).toEqual([
      { event: 'message', data: '"kept"' },
    ]);
  });

  it('keeps the last event id', () => {
    expect(parse(['id: 3\ndata: x\n\n'])).toEqual([{ event: 'message', data: 'x', id: '3' }]);
  });
});
