import type { Socket } from 'socket.io';

/** What a client is told when it asks to follow a room. */
export interface JoinReply {
  ok: boolean;
  msg?: string;
}

/** A positive integer id from a socket message, or undefined when it is missing or malformed. */
export function positiveId(value: unknown): number | undefined {
  const id = Number(value);
  return Number.isInteger(id) && id > 0 ? id : undefined;
}

/**
 * Joins `rooms` once `check` passes. A check refuses by returning a message or by throwing (the
 * access services' errors already say why), and the client gets that message instead.
 */
export async function joinIfAllowed(
  socket: Socket,
  rooms: string[],
  check: () => Promise<string | void>,
): Promise<JoinReply> {
  try {
    const refusal = await check();
    if (refusal) return { ok: false, msg: refusal };
  } catch (error) {
    return { ok: false, msg: error instanceof Error ? error.message : 'No access' };
  }
  await socket.join(rooms);
  return { ok: true };
}

/** Leaves `rooms` (one the socket is not in is no error); the client is told it went well. */
export async function leaveRooms(socket: Socket, rooms: string[]): Promise<{ ok: boolean }> {
  for (const room of rooms) await socket.leave(room);
  return { ok: true };
}
