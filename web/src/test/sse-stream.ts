/**
 * A `text/event-stream` response the test writes piece by piece, as the assistant's chat route
 * answers; it fails as a real fetch does when the request's signal aborts.
 */
export function sseStream(signal?: AbortSignal | null) {
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  let open = true;
  const stream = new ReadableStream<Uint8Array>({
    start(c) {
      controller = c;
    },
  });
  const encoder = new TextEncoder();
  signal?.addEventListener('abort', () => {
    if (open) controller.error(new DOMException('The operation was aborted.', 'AbortError'));
    open = false;
  });
  return {
    response: new Response(stream, { headers: { 'content-type': 'text/event-stream' } }),
    /** Sends raw text as it is (it may cut an event anywhere). */
    write: (text: string) => open && controller.enqueue(encoder.encode(text)),
    /** A piece of the reply. */
    piece: (text: string) => open && controller.enqueue(encoder.encode(`data: ${JSON.stringify(text)}\n\n`)),
    end: (event: 'done' | 'error', data: string) => {
      if (!open) return;
      controller.enqueue(encoder.encode(`event: ${event}\ndata: ${data}\n\n`));
      controller.close();
      open = false;
    },
    get aborted() {
      return Boolean(signal?.aborted);
    },
  };
}
