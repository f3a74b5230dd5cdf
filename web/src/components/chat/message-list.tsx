import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChatMessageView } from '@verdict/common';
import { LoadError } from '@/components/common/load-error';
import { Markdown } from '@/components/common/markdown';
import { Spinner } from '@/components/ui/spinner';
import { useStore } from '@/lib/create-store';
import { formatDateTime } from '@/lib/format';
import { chatStore, loadOlder, openThread } from './chat-client';
import { ChatAvatar } from './chat-people';
import { MessageMenu } from './message-menu';

/** Within this many pixels of an edge counts as being there. */
const EDGE_PX = 48;

/** An image's address the page may show and link to: the site's own path or http(s). */
const SAFE_IMAGE = /^(https?:\/\/|\/(?!\/))/i;

/**
 * A conversation's messages, oldest first: older pages load when scrolled to the top (the view
 * stays where it was), and the view follows new messages while it is at the bottom.
 */
export function MessageList({ conversation }: { conversation: string }) {
  const { t } = useTranslation();
  const { chat } = useStore(chatStore);
  const thread = chat.threads[conversation];
  const me = chat.me?.uid;
  const box = useRef<HTMLDivElement>(null);
  const [error, setError] = useState<unknown>(null);
  const [loadingOlder, setLoadingOlder] = useState(false);
  /** Where the view was before a page of older messages came in, to stay there. */
  const anchor = useRef<{ height: number; top: number } | null>(null);
  const atBottom = useRef(true);

  const load = useCallback(() => {
    setError(null);
    openThread(conversation).catch((failure: unknown) => setError(failure));
  }, [conversation]);
  useEffect(load, [load]);

  const older = useCallback(() => {
    const element = box.current;
    if (!element || loadingOlder || !thread?.more) return;
    anchor.current = { height: element.scrollHeight, top: element.scrollTop };
    setLoadingOlder(true);
    loadOlder(conversation)
      .catch((failure: unknown) => setError(failure))
      .finally(() => setLoadingOlder(false));
  }, [conversation, loadingOlder, thread?.more]);

  const first = thread?.messages[0]?.id;
  const last = thread?.messages.at(-1);
  useLayoutEffect(() => {
    const element = box.current;
    if (!element) return;
    if (anchor.current) {
      element.scrollTop = element.scrollHeight - anchor.current.height + anchor.current.top;
      anchor.current = null;
    } else if (atBottom.current || last?.senderUid === me) {
      element.scrollTop = element.scrollHeight;
    }
  }, [first, last?.id, last?.senderUid, me]);

  // A first page too short to scroll: the older messages come without scrolling.
  useEffect(() => {
    const element = box.current;
    if (element && thread?.more && element.scrollHeight <= element.clientHeight) older();
  }, [thread?.more, first, older]);

  // An image that loads makes the log taller: the view stays at the bottom when it was there.
  const onImageLoad = useCallback(() => {
    const element = box.current;
    if (element && atBottom.current) element.scrollTop = element.scrollHeight;
  }, []);

  const onScroll = () => {
    const element = box.current;
    if (!element) return;
    atBottom.current = element.scrollHeight - element.scrollTop - element.clientHeight < EDGE_PX;
    if (element.scrollTop < EDGE_PX) older();
  };

  return (
    <div
      ref={box}
      className="min-h-0 flex-1 overflow-y-auto px-3 py-2"
      role="log"
      aria-live="polite"
      aria-label={t('imChat.log')}
      data-testid="chat-log"
      onScroll={onScroll}
    >
      {error ? (
        <LoadError error={error} onRetry={thread ? older : load} title={t('imChat.loadFailedHistory')} />
      ) : null}
      {loadingOlder || (!thread && !error) ? (
        <p className="flex items-center justify-center gap-2 py-2 text-xs text-slate-500">
          <Spinner className="h-4 w-4" /> {t(thread ? 'imChat.loadingOlder' : 'imChat.loading')}
        </p>
      ) : null}
      {thread && thread.messages.length === 0 ? (
        <p className="py-8 text-center text-sm text-slate-500" data-testid="chat-no-messages">
          {t('imChat.noMessages')}
        </p>
      ) : null}
      <ol className="space-y-2">
        {thread?.messages.map((message) => (
          <MessageItem
            key={message.id}
            message={message}
            mine={message.senderUid === me}
            onImageLoad={onImageLoad}
          />
        ))}
      </ol>
    </div>
  );
}

interface MessageItemProps {
  message: ChatMessageView;
  mine: boolean;
  onImageLoad: () => void;
}

function MessageItem({ message, mine, onImageLoad }: MessageItemProps) {
  const { t } = useTranslation();
  return (
    <li
      className={`group flex items-start gap-2 ${mine ? 'flex-row-reverse' : ''}`}
      data-testid="chat-message"
      data-message-id={message.id}
      data-mine={mine}
    >
      {mine ? null : <ChatAvatar src={message.senderAvatar} name={message.senderName} />}
      <div className={`flex max-w-[80%] min-w-0 flex-col ${mine ? 'items-end' : 'items-start'}`}>
        <span className="text-xs text-slate-500">
          {mine ? t('imChat.you') : message.senderName}
          <span className="sr-only">: </span>
          {' · '}
          <time dateTime={message.createdAt}>{formatDateTime(message.createdAt)}</time>
        </span>
        <div className="flex items-start gap-1">
          <div
            className={`min-w-0 rounded-lg px-3 py-2 text-sm break-words ${mine ? 'bg-blue-50' : 'border border-slate-200 bg-white'}`}
            data-testid="chat-message-body"
          >
            <MessageBody message={message} onImageLoad={onImageLoad} />
          </div>
          {message.deleted ? null : <MessageMenu message={message} mine={mine} />}
        </div>
      </div>
    </li>
  );
}

function MessageBody({ message, onImageLoad }: { message: ChatMessageView; onImageLoad: () => void }) {
  const { t } = useTranslation();
  if (message.deleted)
    return (
      <p className="text-slate-500 italic" data-testid="chat-message-deleted">
        {t('imChat.deleted')}
      </p>
    );
  if (message.kind === 'image' && SAFE_IMAGE.test(message.content))
    return (
      <a href={message.content} target="_blank" rel="noopener noreferrer">
        <img
          src={message.content}
          alt={t('imChat.imageAlt', { name: message.senderName })}
          className="max-h-60 max-w-full rounded"
          onLoad={onImageLoad}
          data-testid="chat-message-image"
        />
      </a>
    );
  return <Markdown className="prose-sm">{message.content}</Markdown>;
}
