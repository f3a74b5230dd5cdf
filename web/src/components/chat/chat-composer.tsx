import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { CHAT_LIMITS } from '@verdict/common';
import { Spinner } from '@/components/ui/spinner';
import { CHAT_IMAGE_ACCEPT, chatImageProblem } from '@/lib/chat-image';

export interface ChatComposerProps {
  /** Sends a message; answers null when sent, else what to show (the spec's text when ''). */
  onSend: (kind: 'text' | 'image', content: string) => Promise<string | null>;
  /** Uploads an image; answers its address. */
  onUpload: (image: File) => Promise<string>;
  onTyping: () => void;
}

/**
 * The box to write in: Enter sends, Shift+Enter starts a new line, a counter against the length
 * limit, and the image button (type and size checked before the upload). A message that could
 * not be sent stays in the box, with the reason under it.
 */
export function ChatComposer({ onSend, onUpload, onTyping }: ChatComposerProps) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const [busy, setBusy] = useState<'send' | 'upload' | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const picker = useRef<HTMLInputElement>(null);
  const counterId = useId();
  const max = CHAT_LIMITS.messageLength;
  const tooLong = text.length > max;
  const canSend = busy === null && text.trim() !== '' && !tooLong;

  const failed = (reason: string) => setProblem(reason || t('imChat.sendFailed'));

  const submit = async () => {
    if (!canSend) return;
    const content = text;
    setBusy('send');
    setProblem(null);
    const reason = await onSend('text', content);
    setBusy(null);
    if (reason === null) setText((current) => (current === content ? '' : current));
    else failed(reason);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    void submit();
  };

  const sendImage = async (file: File | undefined) => {
    if (picker.current) picker.current.value = '';
    if (!file) return;
    const wrong = chatImageProblem(file);
    if (wrong) return setProblem(t(wrong === 'type' ? 'imChat.imageType' : 'imChat.imageSize'));
    setBusy('upload');
    setProblem(null);
    try {
      const reason = await onSend('image', await onUpload(file));
      if (reason !== null) failed(reason);
    } catch (error) {
      failed(error instanceof Error ? error.message : '');
    } finally {
      setBusy(null);
    }
  };

  return (
    <form
      className="border-t border-slate-200 p-2"
      data-testid="chat-composer"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <textarea
        className="input min-h-16 w-full resize-none"
        rows={2}
        value={text}
        aria-label={t('imChat.input')}
        aria-invalid={tooLong || undefined}
        aria-describedby={counterId}
        placeholder={t('imChat.placeholder')}
        data-testid="chat-input"
        onChange={(event) => {
          setText(event.target.value);
          if (event.target.value) onTyping();
        }}
        onKeyDown={onKeyDown}
      />
      {problem ? (
        <p role="alert" className="py-1 text-xs text-red-700" data-testid="chat-send-error">
          {problem}
        </p>
      ) : null}
      <div className="mt-1 flex items-center gap-2 text-xs text-slate-500">
        <input
          ref={picker}
          type="file"
          accept={CHAT_IMAGE_ACCEPT}
          className="sr-only"
          tabIndex={-1}
          aria-hidden="true"
          data-testid="chat-image-input"
          onChange={(event) => void sendImage(event.target.files?.[0])}
        />
        <button
          type="button"
          className="btn btn-sm"
          disabled={busy !== null}
          aria-label={t('imChat.sendImage')}
          title={t('imChat.sendImage')}
          data-testid="chat-image"
          onClick={() => picker.current?.click()}
        >
          <span aria-hidden="true">🖼</span>
        </button>
        {busy === 'upload' ? (
          <span className="flex items-center gap-1">
            <Spinner className="h-3 w-3" /> {t('imChat.uploading')}
          </span>
        ) : null}
        <span
          id={counterId}
          className={tooLong ? 'font-medium text-red-700' : undefined}
          data-testid="chat-counter"
        >
          <span aria-hidden="true">{t('imChat.counter', { count: text.length, max })}</span>
          <span className="sr-only">{t('imChat.counterLabel', { count: text.length, max })}</span>
        </span>
        {tooLong ? <span className="text-red-700">{t('imChat.tooLong', { max })}</span> : null}
        <span className="flex-1" />
        <button type="submit" className="btn btn-primary btn-sm" disabled={!canSend} data-testid="chat-send">
          {t('imChat.send')}
        </button>
      </div>
    </form>
  );
}
