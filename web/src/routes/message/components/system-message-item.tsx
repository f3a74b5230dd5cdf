import { useTranslation } from 'react-i18next';
import { Markdown } from '@/components/common/markdown';
import type { SystemMessage } from '@/hooks/api/message';
import { formatDateTime } from '@/lib/format';
import '@/i18n/areas/message';

/** A system notice or a notice about the user's own doings: title, markdown content, time. */
export function SystemMessageItem({ message, onDelete }: { message: SystemMessage; onDelete: () => void }) {
  const { t } = useTranslation();
  return (
    <li className="flex gap-3 py-3" data-testid="system-message">
      <div className="min-w-0 flex-1">
        <h3 className="font-medium break-words">
          {message.state ? null : (
            <span
              className="mr-1 inline-block h-2 w-2 rounded-full bg-red-500"
              aria-label={t('messageCenter.unread')}
            />
          )}
          {message.title}
        </h3>
        <Markdown className="mt-1 text-sm">{message.content}</Markdown>
        <time className="mt-1 block text-xs text-slate-500">{formatDateTime(message.gmtCreate)}</time>
      </div>
      <button
        type="button"
        className="btn btn-sm h-fit"
        onClick={onDelete}
        aria-label={t('messageCenter.deleteOne')}
        data-testid="message-delete"
      >
        ✕
      </button>
    </li>
  );
}
