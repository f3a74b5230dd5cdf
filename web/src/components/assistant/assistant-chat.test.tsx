import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { Route } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import type { AssistantMessageView, AssistantSessionView, AssistantStatus } from '@verdict/common';
import { renderRoutes } from '@/test/render-routes';
import { resetBetweenTests } from '@/test/reset-between-tests';
import { signIn } from '@/test/sign-in';
import { sseStream } from '@/test/sse-stream';
import { callsTo, stubApi, type Answer, type Call } from '@/test/stub-api';
import { AssistantChat } from './assistant-chat';

const STATUS: AssistantStatus = { unavailable: null, maxMessageLength: 20, dailyMessages: 50, usedToday: 3 };

let sequence = 0;

/** A conversation on a fake server: its stored messages, and each streamed reply for the test to write. */
function fakeAssistant(options: { messages?: AssistantMessageView[]; chat?: (call: Call) => Answer } = {}) {
  const id = `s${++sequence}`;
  const messages = [...(options.messages ?? [])];
  const streams: ReturnType<typeof sseStream>[] = [];
  const session = (): AssistantSessionView => ({
    id,
    kind: 'chat',
    pid: 'P1000',
    problemTitle: 'A + B',
    cid: null,
    tid: null,
    gid: null,
    submitId: null,
    preview: '',
    messageCount: messages.length,
    gmtModified: '2026-11-26T08:00:00Z',
    messages: [...messages],
  });
  const calls = stubApi({
    '/ai/status': STATUS,
    [`/ai/session/${id}`]: () => session(),
    [`POST /ai/session/${id}/code`]: null,
    [`/ai/chat/${id}`]:
      options.chat ??
      ((call: Call) => {
        const stream = sseStream(call.signal);
        streams.push(stream);
        return stream.response;
      }),
  });
  /** The server stores the exchange, as it does when a reply ends. */
  const store = (question: string, reply: string, extra: Partial<AssistantMessageView> = {}) => {
    const at = '2026-11-26T08:00:00Z';
    messages.push(
      {
        id: messages.length + 1,
        role: 'user',
        content: question,
        unfinished: false,
        error: null,
        gmtCreate: at,
      },
      {
        id: messages.length + 2,
        role: 'assistant',
        content: reply,
        unfinished: false,
        error: null,
        gmtCreate: at,
        ...extra,
      },
    );
  };
  return { id, calls, streams, store };
}

function renderChat(id: string, getCode?: () => { code: string; language: string }) {
  return renderRoutes(
    '/chat',
    <Route path="/chat" element={<AssistantChat sessionId={id} getCode={getCode} />} />,
  );
}

const input = () => screen.getByTestId<HTMLTextAreaElement>('assistant-input');
const send = () => screen.getByTestId<HTMLButtonElement>('assistant-send');
const type = (text: string) => fireEvent.change(input(), { target: { value: text } });
const log = () => screen.getByTestId('assistant-log');

resetBetweenTests();

describe('AssistantChat', () => {
  it('sends on Enter and leaves Shift+Enter to the box, which starts a new line', async () => {
    signIn('u-ann');
    const { id, calls } = fakeAssistant();
    renderChat(id);
    await screen.findByTestId('assistant-empty');
    type('Hint please');
    expect(fireEvent.keyDown(input(), { key: 'Enter', shiftKey: true })).toBe(true);
    expect(callsTo(calls, 'GET', `/ai/chat/${id}`)).toEqual([]);
    expect(fireEvent.keyDown(input(), { key: 'Enter' })).toBe(false);
    await waitFor(() => expect(callsTo(calls, 'GET', `/ai/chat/${id}`)).toHaveLength(1));
    expect(callsTo(calls, 'GET', `/ai/chat/${id}`)[0].url.searchParams.get('message')).toBe('Hint please');
    expect(input().value).toBe('');
  });

  it('keeps Send off while the message is empty or longer than allowed, and counts the characters', async () => {
    signIn('u-ann');
    const { id } = fakeAssistant();
    renderChat(id);
    await screen.findByTestId('assistant-empty');
    expect(send().disabled).toBe(true);
    type('   \n ');
    expect(send().disabled).toBe(true);
    type('x'.repeat(21));
    expect(send().disabled).toBe(true);
    expect(screen.getByTestId('assistant-counter').textContent).toContain('21/20');
    expect(screen.getByText('The message is longer than 20 characters.')).toBeTruthy();
    expect(input().getAttribute('aria-invalid')).toBe('true');
    type('x'.repeat(20));
    expect(send().disabled).toBe(false);
    expect(screen.getByTestId('assistant-usage').textContent).toBe('Today: 3/50 messages');
  });

  it('shows the reply as it streams in, then the stored reply once it is done', async () => {
    signIn('u-ann');
    const { id, streams, store } = fakeAssistant();
    renderChat(id);
    await screen.findByTestId('assistant-empty');
    type('How to start?');
    fireEvent.click(send());
    await waitFor(() => expect(streams).toHaveLength(1));
    expect(log().textContent).toContain('How to start?');
    expect(log().textContent).toContain('Thinking…');
    expect(log().getAttribute('aria-live')).toBe('polite');
    act(() => void streams[0].write('data: "Read the "\n\ndata: "in'));
    await waitFor(() => expect(log().textContent).toContain('Read the'));
    expect(log().textContent).not.toContain('input');
    act(() => void streams[0].write('put**"\n\n'));
    act(() => void streams[0].piece(' twice.\n\nThen **loop**.'));
    await waitFor(() => expect(log().querySelector('strong')?.textContent).toBe('loop'));
    expect(screen.getByTestId('assistant-stop')).toBeTruthy();
    expect(send().disabled).toBe(true);
    store('How to start?', 'Read the input** twice.\n\nThen **loop**.');
    act(() => streams[0].end('done', '2'));
    await waitFor(() => expect(screen.queryByTestId('assistant-stop')).toBeNull());
    expect(screen.getAllByTestId('assistant-message')).toHaveLength(2);
    expect(screen.queryByTestId('assistant-unfinished')).toBeNull();
  });

  it('stops the reply with Stop: the request is aborted and the reply marked unfinished', async () => {
    signIn('u-ann');
    const { id, streams } = fakeAssistant();
    renderChat(id);
    await screen.findByTestId('assistant-empty');
    type('Explain DP');
    fireEvent.keyDown(input(), { key: 'Enter' });
    await waitFor(() => expect(streams).toHaveLength(1));
    act(() => void streams[0].piece('Dynamic programming'));
    await waitFor(() => expect(log().textContent).toContain('Dynamic programming'));
    fireEvent.click(screen.getByTestId('assistant-stop'));
    await waitFor(() => expect(streams[0].aborted).toBe(true));
    const mark = await screen.findByTestId('assistant-unfinished');
    expect(mark.textContent).toContain('Unfinished');
    expect(log().textContent).toContain('Dynamic programming');
    expect(screen.queryByTestId('assistant-stop')).toBeNull();
  });

  it("marks a reply the model broke off with the model's error", async () => {
    signIn('u-ann');
    const { id, streams } = fakeAssistant();
    renderChat(id);
    await screen.findByTestId('assistant-empty');
    type('Why TLE?');
    fireEvent.click(send());
    await waitFor(() => expect(streams).toHaveLength(1));
    act(() => void streams[0].piece('Your loop'));
    act(() => streams[0].end('error', JSON.stringify('The model is overloaded')));
    const mark = await screen.findByTestId('assistant-unfinished');
    expect(mark.textContent).toContain('The model is overloaded');
    expect(log().textContent).toContain('Your loop');
  });

  it('shows a stored unfinished reply with its error', async () => {
    signIn('u-ann');
    const at = '2026-11-26T08:00:00Z';
    const { id } = fakeAssistant({
      messages: [
        { id: 1, role: 'user', content: 'Hi', unfinished: false, error: null, gmtCreate: at },
        { id: 2, role: 'assistant', content: 'Hel', unfinished: true, error: 'Timed out', gmtCreate: at },
      ],
    });
    renderChat(id);
    const mark = await screen.findByTestId('assistant-unfinished');
    expect(mark.textContent).toContain('Timed out');
  });

  it("shows a refusal's message (429) and gives the question back", async () => {
    signIn('u-ann');
    const msg = 'You have sent 50 messages today; the count resets at 00:00 UTC';
    const { id } = fakeAssistant({ chat: () => ({ fail: 429, msg }) });
    renderChat(id);
    await screen.findByTestId('assistant-empty');
    type('One more');
    fireEvent.click(send());
    expect((await screen.findByTestId('assistant-refusal')).textContent).toBe(msg);
    expect(input().value).toBe('One more');
    expect(screen.queryAllByTestId('assistant-message')).toHaveLength(0);
  });

  it("sends the editor's code before a message, and only when it changed", async () => {
    signIn('u-ann');
    const { id, calls, streams } = fakeAssistant();
    let code = { code: 'int main() {}', language: 'C++' };
    renderChat(id, () => code);
    await screen.findByTestId('assistant-empty');
    const ask = async (text: string, count: number) => {
      type(text);
      fireEvent.click(send());
      await waitFor(() => expect(streams).toHaveLength(count));
      act(() => streams[count - 1].end('done', String(count)));
      await waitFor(() => expect(screen.queryByTestId('assistant-stop')).toBeNull());
    };
    await ask('First', 1);
    await ask('Second', 2);
    code = { code: 'int main() { return 0; }', language: 'C++' };
    await ask('Third', 3);
    const posts = callsTo(calls, 'POST', `/ai/session/${id}/code`).map((call) => call.body);
    expect(posts).toEqual([
      { code: 'int main() {}', language: 'C++' },
      { code: 'int main() { return 0; }', language: 'C++' },
    ]);
  });
});
