import type { Socket } from 'socket.io-client';

type Listener = (payload?: unknown) => void;

/** A socket.io socket's event surface, with the server's side to drive it from a test. */
export function fakeSocket() {
  const listeners = new Map<string, Set<Listener>>();
  const sent: { event: string; payload: unknown }[] = [];
  const fake = {
    connected: true,
    on(event: string, listener: Listener) {
      if (!listeners.has(event)) listeners.set(event, new Set());
      listeners.get(event)?.add(listener);
      return fake;
    },
    off(event: string, listener: Listener) {
      listeners.get(event)?.delete(listener);
      return fake;
    },
    emit(event: string, payload?: unknown) {
      sent.push({ event, payload });
      return fake;
    },
  };
  return {
    socket: fake as unknown as Socket,
    sent,
    /** The server sends an event. */
    receive: (event: string, payload?: unknown) =>
      [...(listeners.get(event) ?? [])].forEach((listener) => listener(payload)),
    listening: (event: string) => listeners.get(event)?.size ?? 0,
    drop: () => {
      fake.connected = false;
      [...(listeners.get('disconnect') ?? [])].forEach((listener) => listener('transport close'));
    },
    reconnect: () => {
      fake.connected = true;
      [...(listeners.get('connect') ?? [])].forEach((listener) => listener());
    },
  };
}
