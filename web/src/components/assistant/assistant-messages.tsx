import { useTranslation } from 'react-i18next';
import type { AssistantMessageView } from '@verdict/common';
import { Markdown } from '@/components/common/markdown';
import type { LocalExchange } from './use-assistant-chat';
import '@/i18n/areas/assistant';

interface ShownMessage {
  key: string;
  role: 'user' | 'assistant';
  content: string;
  streaming?: boolean;
  unfinished?: boolean;
  error?: string | null;
}

function toShown(messages: AssistantMessageView[], exchanges: LocalExchange[]): ShownMessage[] {
  const stored = messages.map((message) => ({ ...message, key: `m${message.id}` }));
  const local = exchanges.flatMap((exchange, index): ShownMessage[] => [
    { key: `q${index}`, role: 'user', content: exchange.question },
    {
      key: `r${index}`,
      role: 'assistant',
      content: exchange.reply,
      streaming: exchange.state === 'streaming',
      unfinished: exchange.state === 'stopped' || exchange.state === 'failed',
      error: exchange.error,
    },
  ]);
  return [...stored, ...local];
}

/**
 * The conversation, oldest first: the user's questions as typed, the replies as markdown through
 * the site's sanitising renderer, a reply cut short marked unfinished with the model's error.
 */
export function AssistantMessages({
  messages,
  exchanges,
}: {
  messages: AssistantMessageView[];
  exchanges: LocalExchange[];
}) {
  const { t } = useTranslation();
  return (
    <ol className="space-y-3">
      {toShown(messages, exchanges).map((message) => (
        <li
          key={message.key}
          className={message.role === 'user' ? 'flex justify-end' : 'flex justify-start'}
          data-testid="assistant-message"
          data-role={message.role}
          aria-busy={message.streaming || undefined}
        >
          <div
            className={`max-w-[90%] min-w-0 rounded-lg px-3 py-2 text-sm ${
              message.role === 'user' ? 'bg-blue-50 text-slate-800' : 'border border-slate-200 bg-white'
            }`}
          >
            <span className="sr-only">
              {t(message.role === 'user' ? 'assistant.you' : 'assistant.bot')}:{' '}
            </span>
            {message.role === 'user' ? (
              <p className="break-words whitespace-pre-wrap">{message.content}</p>
            ) : message.content ? (
              <Markdown className="prose-sm">{message.content}</Markdown>
            ) : message.streaming ? (
              <p className="text-slate-500">{t('assistant.thinking')}</p>
            ) : null}
            {message.unfinished ? <UnfinishedMark error={message.error} /> : null}
          </div>
        </li>
      ))}
    </ol>
  );
}

function UnfinishedMark({ error }: { error?: string | null }) {
  const { t } = useTranslation();
  return (
    <p className="mt-1 flex flex-wrap items-center gap-2 text-xs" data-testid="assistant-unfinished">
      <span className="rounded bg-amber-100 px-1.5 py-0.5 font-medium text-amber-800">
        {t('assistant.unfinished')}
      </span>
      <span className={error ? 'text-red-700' : 'text-slate-500'}>
        {error || t('assistant.unfinishedStopped')}
      </span>
    </p>
  );
}
