/**
 * A real local HTTP server that speaks the OpenAI chat-completions protocol, streamed or not, for
 * the assistant's tests, browser flow and benchmark. Replies are scripted: queued with `script()`,
 * or chosen by a marker in the last user message — `[slow]` (200 ms between pieces), `[fail]`
 * (the connection breaks after two pieces), `[hang]` (one piece, then silence), `[refuse]`
 * (HTTP 500 before any piece) — else an echo of the message, word by word.
 * Plain CommonJS so the server's Jest suites, its benchmarks and the web's browser flows share it.
 */
const http = require('node:http');

const DEFAULT_PIECE_DELAY_MS = 5;

/** The behaviour a message's marker selects, when no reply is queued. */
function replyFor(message, length) {
  if (message.includes('[refuse]')) return { status: 500, error: 'The model is overloaded' };
  const echo = `You asked: ${message}`.split(/(?<= )/);
  const pieces = length ? Array.from({ length }, (_, i) => echo[i] ?? 'more ') : echo;
  if (message.includes('[slow]')) return { pieces, delayMs: 200 };
  if (message.includes('[fail]')) return { pieces, breakAfter: 2 };
  if (message.includes('[hang]')) return { pieces, hangAfter: 1 };
  return { pieces };
}

function chunk(id, model, delta, finishReason) {
  return {
    id,
    object: 'chat.completion.chunk',
    created: 0,
    model,
    choices: [{ index: 0, delta, finish_reason: finishReason }],
  };
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Starts the server on a free port of 127.0.0.1. Options: `firstTokenDelayMs` (before the first
 * piece, as a model thinks), `pieceDelayMs` (between pieces, default 5), `replyPieces` (every echo
 * that long, padded), `apiKey` (required bearer token when set).
 */
async function startFakeModelServer(options = {}) {
  const queued = [];
  const requests = [];
  const sockets = new Set();
  const stats = { aborted: 0, completed: 0, open: 0 };
  let sequence = 0;

  async function stream(res, request, reply, id, timing) {
    res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
    let closed = false;
    res.on('close', () => {
      closed = true;
    });
    const send = (data) =>
      !closed && res.write(`data: ${typeof data === 'string' ? data : JSON.stringify(data)}\n\n`);
    if (options.firstTokenDelayMs) await sleep(options.firstTokenDelayMs);
    timing.firstPieceAt = performance.now();
    send(chunk(id, request.model, { role: 'assistant', content: '' }, null));
    const delay = reply.delayMs ?? options.pieceDelayMs ?? DEFAULT_PIECE_DELAY_MS;
    for (const [index, piece] of reply.pieces.entries()) {
      if (closed) return;
      if (index > 0 && delay > 0) await sleep(delay);
      send(chunk(id, request.model, { content: piece }, null));
      if (reply.breakAfter === index + 1) {
        // Let the pieces written reach the client, then cut the connection without ending the reply.
        await sleep(50);
        return res.socket?.destroy();
      }
      if (reply.hangAfter === index + 1) return; // the socket stays open, silent, until the client gives up
    }
    send(chunk(id, request.model, {}, 'stop'));
    if (request.stream_options?.include_usage) {
      const completion = reply.pieces.length;
      send({
        id,
        object: 'chat.completion.chunk',
        created: 0,
        model: request.model,
        choices: [],
        usage: { prompt_tokens: 42, completion_tokens: completion, total_tokens: 42 + completion },
      });
    }
    send('[DONE]');
    res.end();
  }

  function answerWhole(res, request, reply, id) {
    const content = reply.pieces.join('');
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(
      JSON.stringify({
        id,
        object: 'chat.completion',
        created: 0,
        model: request.model,
        choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }],
        usage: {
          prompt_tokens: 42,
          completion_tokens: reply.pieces.length,
          total_tokens: 42 + reply.pieces.length,
        },
      }),
    );
  }

  function refuse(res, status, message) {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ error: { message, type: 'server_error', code: null } }));
  }

  const server = http.createServer((req, res) => {
    const receivedAt = performance.now();
    const body = [];
    req.on('data', (part) => body.push(part));
    req.on('end', async () => {
      if (req.method !== 'POST' || !req.url.endsWith('/chat/completions'))
        return refuse(res, 404, 'Not found');
      if (options.apiKey && req.headers.authorization !== `Bearer ${options.apiKey}`) {
        return refuse(res, 401, 'Incorrect API key provided');
      }
      const request = JSON.parse(Buffer.concat(body).toString('utf8'));
      const timing = { receivedAt, firstPieceAt: null };
      requests.push({ ...request, authorization: req.headers.authorization ?? null, timing });
      const last = [...request.messages].reverse().find((m) => m.role === 'user');
      const reply = queued.shift() ?? replyFor(String(last?.content ?? ''), options.replyPieces);
      if (reply.status) return refuse(res, reply.status, reply.error ?? 'error');
      const id = `chatcmpl-${++sequence}`;
      stats.open++;
      let finished = false;
      res.on('finish', () => {
        finished = true;
      });
      res.on('close', () => {
        stats.open--;
        if (finished) stats.completed++;
        else stats.aborted++;
      });
      if (request.stream) await stream(res, request, reply, id, timing);
      else answerWhole(res, request, reply, id);
    });
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address();
  return {
    /** The `baseURL` an OpenAI client takes. */
    baseUrl: `http://127.0.0.1:${port}/v1`,
    /**
     * Every request body received, oldest first, with its Authorization header and `timing`: when
     * it arrived and when the first piece left (`performance.now()`), the model's own time to first token.
     */
    requests,
    /** Replies by outcome: whole, or cut off by the client. */
    stats,
    /** Queues the next reply: `{pieces, delayMs?, breakAfter?, hangAfter?}` or `{status, error}`. */
    script(reply) {
      queued.push(reply);
    },
    async close() {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

module.exports = { startFakeModelServer };
