import type { Socket } from 'socket.io-client';
import { LanguageServerEvent, type LanguageServerStart, type LanguageServerStarted } from '@verdict/common';

/** Starting a server process takes a moment; an answer later than this is not waited for. */
const START_ANSWER_MS = 20_000;

/** Asks the server for a session; no answer in time (or a dropped connection) is a refusal without a message. */
export async function requestSession(
  socket: Socket,
  start: LanguageServerStart,
): Promise<LanguageServerStarted> {
  try {
    const answer = (await socket.timeout(START_ANSWER_MS).emitWithAck(LanguageServerEvent.start, start)) as
      LanguageServerStarted | undefined;
    return answer && typeof answer === 'object' ? answer : { ok: false, message: '' };
  } catch {
    return { ok: false, message: '' };
  }
}
