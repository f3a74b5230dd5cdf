import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ReminderAction, type ReminderActionName } from '@verdict/common';
import { Avatar } from '@/components/common/avatar';
import type { Reminder } from '@/hooks/api/message';
import { formatDateTime } from '@/lib/format';
import '@/i18n/areas/message';

const ACTION_KEYS: Record<ReminderActionName, string> = {
  [ReminderAction.DISCUSS]: 'messageCenter.action.discuss',
  [ReminderAction.REPLY]: 'messageCenter.action.reply',
  [ReminderAction.LIKE_POST]: 'messageCenter.action.likePost',
  [ReminderAction.LIKE_DISCUSS]: 'messageCenter.action.likeDiscuss',
};

/** Only in-app addresses become links; anything else is shown as plain text. */
function inAppPath(url: string): string | null {
  return url.startsWith('/') && !url.startsWith('//') ? url : null;
}

/**
 * One reminder: who did what, where (a link), what they wrote and the text of yours it quotes,
 * all as plain text.
 */
export function ReminderItem({ reminder, onDelete }: { reminder: Reminder; onDelete: () => void }) {
  const { t } = useTranslation();
  const path = inAppPath(reminder.url);
  return (
    <li className="flex gap-3 py-3" data-testid="reminder" data-action={reminder.action}>
      <Avatar src={reminder.senderAvatar} name={reminder.senderUsername} size={36} />
      <div className="min-w-0 flex-1">
        <p className="text-sm break-words">
          {reminder.state ? null : (
            <span
              className="mr-1 inline-block h-2 w-2 rounded-full bg-red-500"
              aria-label={t('messageCenter.unread')}
            />
          )}
          <span className="font-medium">{reminder.senderUsername}</span>{' '}
          {t(ACTION_KEYS[reminder.action] ?? 'messageCenter.action.other')}{' '}
          {path ? (
            <Link className="text-blue-700 hover:underline" to={path} data-testid="reminder-source">
              {reminder.sourceTitle}
            </Link>
          ) : (
            <span data-testid="reminder-source">{reminder.sourceTitle}</span>
          )}
        </p>
        {reminder.sourceContent ? (
          <p
            className="mt-1 line-clamp-3 text-sm break-words whitespace-pre-wrap text-slate-800"
            data-testid="reminder-content"
          >
            {reminder.sourceContent}
          </p>
        ) : null}
        {reminder.quoteContent ? (
          <blockquote
            className="mt-1 line-clamp-3 border-l-4 border-slate-200 pl-2 text-sm break-words whitespace-pre-wrap text-slate-500"
            data-testid="reminder-quote"
          >
            {reminder.quoteContent}
          </blockquote>
        ) : null}
        <time className="mt-1 block text-xs text-slate-500">{formatDateTime(reminder.gmtCreate)}</time>
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
