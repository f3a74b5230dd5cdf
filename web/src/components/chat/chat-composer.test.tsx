import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CHAT_LIMITS, CHAT_SEND_FAILED } from '@verdict/common';
import i18n from '@/i18n';
import { ChatComposer } from './chat-composer';
import '@/i18n/areas/im-chat';

type Send = (kind: 'text' | 'image', content: string) => Promise<string | null>;
type Upload = (image: File) => Promise<string>;

function renderComposer(
  onSend = vi.fn<Send>(async () => null),
  onUpload = vi.fn<Upload>(async () => '/img/a.png'),
) {
  const onTyping = vi.fn();
  render(<ChatComposer onSend={onSend} onUpload={onUpload} onTyping={onTyping} />);
  const input = screen.getByTestId<HTMLTextAreaElement>('chat-input');
  return { onSend, onUpload, onTyping, input };
}

afterEach(cleanup);

const press = (input: HTMLElement, shiftKey = false) =>
  act(() => {
    fireEvent.keyDown(input, { key: 'Enter', shiftKey });
  });

describe('ChatComposer', () => {
  it('sends with Enter and empties the box; Shift+Enter does not send', async () => {
    const { onSend, onTyping, input } = renderComposer();
    fireEvent.change(input, { target: { value: 'hello' } });
    expect(onTyping).toHaveBeenCalled();
    await press(input, true);
    expect(onSend).not.toHaveBeenCalled();
    await press(input);
    expect(onSend).toHaveBeenCalledWith('text', 'hello');
    await waitFor(() => expect(input.value).toBe(''));
  });

  it('counts the characters and refuses a message over the limit', () => {
    const { onSend, input } = renderComposer();
    const max = CHAT_LIMITS.messageLength;
    fireEvent.change(input, { target: { value: 'x'.repeat(max) } });
    expect(screen.getByTestId('chat-counter').textContent).toContain(`${max}/${max}`);
    expect(screen.getByTestId<HTMLButtonElement>('chat-send').disabled).toBe(false);
    fireEvent.change(input, { target: { value: 'x'.repeat(max + 1) } });
    expect(screen.getByTestId<HTMLButtonElement>('chat-send').disabled).toBe(true);
    expect(input.getAttribute('aria-invalid')).toBe('true');
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(onSend).not.toHaveBeenCalled();
  });

  it("keeps a message that failed in the box, under the spec's text or the server's reason", async () => {
    const onSend = vi.fn<Send>();
    onSend.mockResolvedValueOnce('').mockResolvedValueOnce('You are muted');
    const { input } = renderComposer(onSend);
    fireEvent.change(input, { target: { value: 'hello' } });
    await press(input);
    expect((await screen.findByTestId('chat-send-error')).textContent).toBe(CHAT_SEND_FAILED);
    expect(input.value).toBe('hello');
    await press(input);
    await waitFor(() => expect(screen.getByTestId('chat-send-error').textContent).toBe('You are muted'));
  });

  it('checks an image before uploading it, then sends its address', async () => {
    const { onSend, onUpload } = renderComposer();
    const picker = screen.getByTestId<HTMLInputElement>('chat-image-input');
    const bmp = new File(['x'], 'a.bmp', { type: 'image/bmp' });
    fireEvent.change(picker, { target: { files: [bmp] } });
    expect(screen.getByTestId('chat-send-error').textContent).toMatch(/jpg, jpeg, gif, png and webp/);
    const big = new File([new Uint8Array(2 * 1024 * 1024 + 1)], 'big.png', { type: 'image/png' });
    fireEvent.change(picker, { target: { files: [big] } });
    expect(screen.getByTestId('chat-send-error').textContent).toMatch(/2 MB/);
    expect(onUpload).not.toHaveBeenCalled();
    const png = new File(['x'], 'a.png', { type: 'image/png' });
    fireEvent.change(picker, { target: { files: [png] } });
    await waitFor(() => expect(onSend).toHaveBeenCalledWith('image', '/img/a.png'));
    expect(onUpload).toHaveBeenCalledWith(png);
  });

  it("says the spec's failure text in English and translates it", () => {
    expect(i18n.getFixedT('en-US')('imChat.sendFailed')).toBe(CHAT_SEND_FAILED);
    expect(i18n.getFixedT('zh-CN')('imChat.sendFailed')).not.toBe(CHAT_SEND_FAILED);
  });
});
