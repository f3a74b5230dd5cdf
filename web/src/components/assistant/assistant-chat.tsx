import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { AssistantCodeBody } from '@verdict/common';
import { LoadError } from '@/components/common/load-error';
import { Spinner } from '@/components/ui/spinner';
import { useAssistantStatus } from '@/hooks/api/assistant';
import { AssistantMessages } from './assistant-messages';
import { useAssistantChat } from './use-assistant-chat';
import { unavailableText } from './unavailable-text';
import '@/i18n/areas/assistant';

interface AssistantChatProps {
  sessionId: string;
  /** The editor's code and language, sent with a message when they changed. */
  getCode?: () => AssistantCodeBody | null;
  /** Sent by itself once, when the conversation is still empty (the hint's question). */
  autoQuestion?: string;
}

/** Questions sent automatically, per conversation: a remount (closing and reopening) does not ask again. */
const autoAsked = new Set<string>();

/**
 * A conversation with the assistant: the messages, the reply streaming in, and the box to ask in
 * (Enter sends, Shift+Enter starts a new line) with its character count and today's usage.
 */
export function AssistantChat({ sessionId, getCode, autoQuestion }: AssistantChatProps) {
  const { t } = useTranslation();
  const status = useAssistantStatus(true).data;
  const chat = useAssistantChat(sessionId, getCode);
  const [text, setText] = useState('');
  const input = useRef<HTMLTextAreaElement>(null);
  const log = useRef<HTMLDivElement>(null);
  const counterId = useId();
  const loaded = chat.session.data?.id === sessionId;
  const available = status?.unavailable === null;
  const max = status?.maxMessageLength ?? 0;
  const tooLong = max > 0 && text.length > max;
  const canSend = available && loaded && !chat.streaming && text.trim() !== '' && !tooLong;

  useEffect(() => {
    if (loaded) input.current?.focus();
  }, [loaded]);

  const lastReply = chat.exchanges.at(-1)?.reply;
  useEffect(() => {
    const box = log.current;
    if (box) box.scrollTop = box.scrollHeight;
  }, [chat.messages.length, chat.exchanges.length, lastReply]);

  const { send } = chat;
  const messageCount = chat.session.data?.messages.length;
  useEffect(() => {
    if (!autoQuestion || !available || !loaded || messageCount !== 0 || autoAsked.has(sessionId)) return;
    autoAsked.add(sessionId);
    void send(autoQuestion);
  }, [autoQuestion, available, loaded, messageCount, sessionId, send]);

  const submit = async () => {
    if (!canSend) return;
    const question = text;
    setText('');
    // A refused message comes back into the box, to send again later.
    if (!(await send(question))) setText((current) => current || question);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    void submit();
  };

  return (
    <div className="flex min-h-0 flex-1 flex-col" data-testid="assistant-chat">
      <div
        ref={log}
        className="min-h-0 flex-1 overflow-y-auto p-3"
        role="log"
        aria-live="polite"
        aria-label={t('assistant.log')}
        data-testid="assistant-log"
      >
        {chat.session.error && !loaded ? (
          <LoadError
            error={chat.session.error}
            onRetry={() => void chat.session.mutate()}
            title={t('assistant.loadFailed')}
          />
        ) : !loaded ? (
          <p className="flex items-center justify-center gap-2 py-10 text-sm text-slate-500">
            <Spinner /> {t('assistant.loading')}
          </p>
        ) : chat.messages.length === 0 && chat.exchanges.length === 0 ? (
          <p className="py-10 text-center text-sm text-slate-500" data-testid="assistant-empty">
            {t('assistant.empty')}
          </p>
        ) : (
          <AssistantMessages messages={chat.messages} exchanges={chat.exchanges} />
        )}
      </div>
      {chat.refusal ? (
        <p role="alert" className="px-3 py-1 text-sm text-red-700" data-testid="assistant-refusal">
          {chat.refusal}
        </p>
      ) : null}
      {status && status.unavailable !== null ? (
        <p role="status" className="px-3 py-2 text-sm text-amber-800" data-testid="assistant-unavailable">
          {unavailableText(t, status.unavailable)}
        </p>
      ) : (
        <form
          className="border-t border-slate-200 p-3"
          onSubmit={(event) => {
            event.preventDefault();
            void submit();
          }}
        >
          <textarea
            ref={input}
            className="input min-h-20 w-full resize-y"
            rows={3}
            value={text}
            aria-label={t('assistant.input')}
            aria-invalid={tooLong || undefined}
            aria-describedby={counterId}
            placeholder={t('assistant.placeholder')}
            data-autofocus
            data-testid="assistant-input"
            onChange={(event) => setText(event.target.value)}
            onKeyDown={onKeyDown}
          />
          <div className="mt-2 flex flex-wrap items-center gap-3 text-xs text-slate-500">
            <span
              id={counterId}
              className={tooLong ? 'font-medium text-red-700' : undefined}
              data-testid="assistant-counter"
            >
              <span aria-hidden="true">{t('assistant.counter', { count: text.length, max })}</span>
              <span className="sr-only">{t('assistant.counterLabel', { count: text.length, max })}</span>
            </span>
            {tooLong ? <span className="text-red-700">{t('assistant.tooLong', { max })}</span> : null}
            {status ? (
              <span data-testid="assistant-usage">
                {t('assistant.usage', { used: status.usedToday, limit: status.dailyMessages })}
              </span>
            ) : null}
            <span className="flex-1" />
            {chat.streaming ? (
              <button type="button" className="btn btn-sm" onClick={chat.stop} data-testid="assistant-stop">
                {t('assistant.stop')}
              </button>
            ) : null}
            <button
              type="submit"
              className="btn btn-primary btn-sm"
              disabled={!canSend}
              data-testid="assistant-send"
            >
              {t('assistant.send')}
            </button>
          </div>
        </form>
      )}
    </div>
  );
}
