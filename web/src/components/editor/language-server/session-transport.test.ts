import { describe, expect, it, vi } from 'vitest';
import { createMessageConnection, type Message } from 'vscode-jsonrpc/browser';
import { LANGUAGE_SERVER_MESSAGE_LIMIT, LanguageServerEvent } from '@verdict/common';
import { fakeSocket } from '@/test/fake-socket';
import { SessionMessageReader, SessionMessageWriter } from './session-transport';

const message = (session: string, body: object) => ({ session, message: JSON.stringify(body) });

describe('SessionMessageReader', () => {
  it("passes on its own session's messages only", () => {
    const { socket, receive } = fakeSocket();
    const reader = new SessionMessageReader(socket, 's1');
    const received: Message[] = [];
    reader.listen((data) => received.push(data));
    receive(LanguageServerEvent.message, message('s1', { jsonrpc: '2.0', method: 'a' }));
    receive(LanguageServerEvent.message, message('s2', { jsonrpc: '2.0', method: 'b' }));
    receive(LanguageServerEvent.message, { message: '{}' });
    expect(received).toEqual([{ jsonrpc: '2.0', method: 'a' }]);
  });

  it('reports a message that is not JSON as an error', () => {
    const { socket, receive } = fakeSocket();
    const reader = new SessionMessageReader(socket, 's1');
    const callback = vi.fn();
    const errors = vi.fn();
    reader.onError(errors);
    reader.listen(callback);
    receive(LanguageServerEvent.message, { session: 's1', message: '{not json' });
    expect(callback).not.toHaveBeenCalled();
    expect(errors).toHaveBeenCalledOnce();
  });

  it('closes when the server ends its session, keeping the reason; not for another session', () => {
    const { socket, receive } = fakeSocket();
    const reader = new SessionMessageReader(socket, 's1');
    const closed = vi.fn();
    reader.onClose(closed);
    receive(LanguageServerEvent.closed, { session: 's2', reason: 'idle' });
    expect(closed).not.toHaveBeenCalled();
    receive(LanguageServerEvent.closed, { session: 's1', reason: 'The language server exited' });
    expect(closed).toHaveBeenCalledOnce();
    expect(reader.closeReason).toBe('The language server exited');
  });

  it('closes without a reason when the socket drops', () => {
    const { socket, drop } = fakeSocket();
    const reader = new SessionMessageReader(socket, 's1');
    const closed = vi.fn();
    reader.onClose(closed);
    drop();
    expect(closed).toHaveBeenCalledOnce();
    expect(reader.closeReason).toBeNull();
  });

  it('stops listening when disposed', () => {
    const { socket, listening } = fakeSocket();
    const reader = new SessionMessageReader(socket, 's1');
    const listener = reader.listen(() => undefined);
    expect(listening(LanguageServerEvent.message)).toBe(1);
    listener.dispose();
    reader.dispose();
    expect(listening(LanguageServerEvent.message)).toBe(0);
    expect(listening(LanguageServerEvent.closed)).toBe(0);
    expect(listening('disconnect')).toBe(0);
  });
});

describe('SessionMessageWriter', () => {
  it('stamps each message with its session, as JSON text', async () => {
    const { socket, sent } = fakeSocket();
    await new SessionMessageWriter(socket, 's1').write({ jsonrpc: '2.0', method: 'initialized' } as Message);
    expect(sent).toEqual([
      {
        event: LanguageServerEvent.message,
        payload: message('s1', { jsonrpc: '2.0', method: 'initialized' }),
      },
    ]);
  });

  it('sends nothing while the socket is down, nor what the server would refuse', async () => {
    const { socket, sent, drop } = fakeSocket();
    const writer = new SessionMessageWriter(socket, 's1');
    const huge = {
      jsonrpc: '2.0',
      method: 'x',
      params: { text: 'é'.repeat(LANGUAGE_SERVER_MESSAGE_LIMIT / 2) },
    };
    await expect(writer.write(huge as Message)).rejects.toThrow();
    drop();
    await expect(writer.write({ jsonrpc: '2.0', method: 'x' } as Message)).rejects.toThrow();
    expect(sent).toEqual([]);
  });
});

describe('a JSON-RPC connection over two sessions of one socket', () => {
  it("answers each session's request with its own session's reply", async () => {
    const { socket, sent, receive } = fakeSocket();
    const open = (session: string) => {
      const connection = createMessageConnection(
        new SessionMessageReader(socket, session),
        new SessionMessageWriter(socket, session),
      );
      connection.listen();
      return connection;
    };
    const first = open('s1');
    const second = open('s2');
    const answers = Promise.all([first.sendRequest('hover'), second.sendRequest('hover')]);
    await vi.waitFor(() => expect(sent).toHaveLength(2));
    // Both requests carry id 0: only the session tells the replies apart.
    const ids = sent.map(
      ({ payload }) => (JSON.parse((payload as { message: string }).message) as { id: number }).id,
    );
    expect(ids[0]).toBe(ids[1]);
    receive(LanguageServerEvent.message, message('s2', { jsonrpc: '2.0', id: ids[1], result: 'second' }));
    receive(LanguageServerEvent.message, message('s1', { jsonrpc: '2.0', id: ids[0], result: 'first' }));
    await expect(answers).resolves.toEqual(['first', 'second']);
    first.dispose();
    second.dispose();
  });
});
