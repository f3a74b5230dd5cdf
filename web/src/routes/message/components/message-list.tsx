import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSWRConfig } from 'swr';
import { MESSAGE_PAGE_SIZES, type MessageType } from '@verdict/common';
import { LoadError } from '@/components/common/load-error';
import { confirmAction } from '@/components/ui/confirm';
import { Pagination } from '@/components/ui/pagination';
import { PageLoading } from '@/components/ui/spinner';
import { cleanMessages, messageKeys, useReminders, useSystemMessages } from '@/hooks/api/message';
import { ApiError } from '@/lib/api-client';
import { toast } from '@/stores/ui';
import { ReminderItem } from './reminder-item';
import { SystemMessageItem } from './system-message-item';
import '@/i18n/areas/message';

const isSystem = (type: MessageType) => type === 'sys' || type === 'mine';

/** One message list, paged by its own size, with delete one and clean all (confirmed). */
export function MessageList({ type }: { type: MessageType }) {
  const { t } = useTranslation();
  const { mutate: mutateAny } = useSWRConfig();
  const [page, setPage] = useState(1);
  const reminders = useReminders(type, page, !isSystem(type));
  const notices = useSystemMessages(type, page, isSystem(type));
  const { data, error, isLoading, mutate } = isSystem(type) ? notices : reminders;

  // Reading a list marks it read on the server: the badges follow.
  useEffect(() => {
    if (data) void mutateAny(messageKeys.unread());
  }, [data, mutateAny]);

  const guarded = async (action: () => Promise<unknown>) => {
    try {
      await action();
      toast('success', t('messageCenter.deleted'));
      await mutate();
      await mutateAny(messageKeys.unread());
    } catch (failure) {
      if (!(failure instanceof ApiError)) throw failure;
    }
  };
  const deleteOne = (id: number) => void guarded(() => cleanMessages(type, id));
  const cleanAll = async () => {
    if (!(await confirmAction(t('messageCenter.cleanAllConfirm')))) return;
    await guarded(async () => {
      await cleanMessages(type);
      setPage(1);
    });
  };

  if (error && !data) {
    return <LoadError error={error} onRetry={() => void mutate()} title={t('messageCenter.loadFailed')} />;
  }
  const records = data?.records ?? [];
  return (
    <div data-testid="message-list" data-type={type}>
      <div className="mb-2 flex justify-end">
        <button
          type="button"
          className="btn btn-sm"
          disabled={records.length === 0}
          onClick={() => void cleanAll()}
          data-testid="message-clean-all"
        >
          {t('messageCenter.cleanAll')}
        </button>
      </div>
      {isLoading && !data ? (
        <PageLoading />
      ) : records.length === 0 ? (
        <p className="py-10 text-center text-slate-500" data-testid="message-empty">
          {t('messageCenter.empty')}
        </p>
      ) : (
        <ul className="divide-y divide-slate-100">
          {isSystem(type)
            ? (notices.data?.records ?? []).map((message) => (
                <SystemMessageItem
                  key={message.id}
                  message={message}
                  onDelete={() => deleteOne(message.id)}
                />
              ))
            : (reminders.data?.records ?? []).map((reminder) => (
                <ReminderItem key={reminder.id} reminder={reminder} onDelete={() => deleteOne(reminder.id)} />
              ))}
        </ul>
      )}
      <Pagination
        page={page}
        pageSize={MESSAGE_PAGE_SIZES[type]}
        total={data?.total ?? 0}
        onPageChange={setPage}
      />
    </div>
  );
}
