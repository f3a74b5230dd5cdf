/**
 * One streamed reply of the problem assistant (`GET /ai/chat/{sessionId}?message=`): each default
 * event is a JSON-encoded piece of the reply, then `done` (the stored reply's id) or `error` (a
 * JSON-encoded message). A refusal before streaming (empty or too long message, quota…) is thrown
 * as the client's ApiError, not toasted: the chat shows it inline; no answer at all throws fetch's
 * own error.
 */
import { ASSISTANT_EVENTS } from '@verdict/common';
import {
  ApiError,
  buildHeaders,
  buildQueryString,
  replaceTokenIfRefreshed,
  unwrapResponse,
  type Query,
} from './api-client';
import { createSseParser } from './sse-parser';

export type StreamOutcome =
  /** The reply is complete and stored. */
  | { kind: 'done'; messageId: string }
  /** The model failed; the partial reply is stored, unfinished. */
  | { kind: 'error'; message: string }
  /** Stopped by the signal. */
  | { kind: 'stopped' }
  /** The connection broke or closed before the reply ended. */
  | { kind: 'cut' };

/**
 * Sends the request as the api client does, without its timeout (`signal` stops it). Answers the
 * response once it streams; a refusal comes as an envelope and is thrown as the client's ApiError.
 */
async function openStream(path: string, query: Query, signal: AbortSignal): Promise<Response> {
  const options = { silent: true };
  const response = await fetch(path + buildQueryString(query), {
    headers: buildHeaders(path, options),
    signal,
  });
  if (response.ok && (response.headers.get('content-type') ?? '').includes('text/event-stream')) {
    replaceTokenIfRefreshed(response);
    return response;
  }
  await unwrapResponse(response, path, options);
  // A success envelope where the stream should be.
  throw new ApiError('server', '', response.status);
}

const decode = (data: string): string => {
  try {
    const value: unknown = JSON.parse(data);
    return typeof value === 'string' ? value : data;
  } catch {
    return data;
  }
};

export async function streamAssistantReply(
  sessionId: string,
  message: string,
  { signal, onPiece }: { signal: AbortSignal; onPiece: (text: string) => void },
): Promise<StreamOutcome> {
  let response: Response;
  try {
    response = await openStream(`/ai/chat/${encodeURIComponent(sessionId)}`, { message }, signal);
  } catch (error) {
    if (signal.aborted) return { kind: 'stopped' };
    throw error;
  }
  if (!response.body) return { kind: 'cut' };
  const reader = response.body.getReader();
  const cancel = () => void reader.cancel().catch(() => undefined);
  signal.addEventListener('abort', cancel);
  // Set from the parser's callback, so TypeScript must not narrow it.
  const ended: { outcome: StreamOutcome | null } = { outcome: null };
  const parser = createSseParser(({ event, data }) => {
    if (ended.outcome) return;
    if (event === ASSISTANT_EVENTS.done) ended.outcome = { kind: 'done', messageId: data };
    else if (event === ASSISTANT_EVENTS.error) ended.outcome = { kind: 'error', message: decode(data) };
    else onPiece(decode(data));
  });
  try {
    while (!ended.outcome) {
      const { done, value } = await reader.read();
      if (done) break;
      parser.feed(value);
    }
    parser.end();
  } catch {
    // A broken connection, or the abort below.
  } finally {
    signal.removeEventListener('abort', cancel);
  }
  if (ended.outcome) {
    cancel();
    return ended.outcome;
  }
  return signal.aborted ? { kind: 'stopped' } : { kind: 'cut' };
}
