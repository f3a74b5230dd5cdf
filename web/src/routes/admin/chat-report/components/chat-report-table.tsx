import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChatReportView } from '@verdict/common';
import { LoadError } from '@/components/common/load-error';
import { confirmAction } from '@/components/ui/confirm';
import { Pagination } from '@/components/ui/pagination';
import {
  CHAT_REPORT_PAGE_SIZE,
  deleteChatMessage,
  setChatReportHandled,
  useChatReports,
} from '@/hooks/api/chat';
import { ApiError } from '@/lib/api-client';
import { formatDateTime } from '@/lib/format';
import { toast } from '@/stores/ui';
import { AdminTable } from '../../components/admin-table';
import '@/i18n/areas/im-chat';

/** The reported messages, newest first: each marked handled (or not), its message deletable. */
export function ChatReportTable() {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const { data, error, mutate } = useChatReports(page);
  const act = async (action: () => Promise<unknown>, done: string) => {
    try {
      await action();
      toast('success', done);
      void mutate();
    } catch (failure) {
      if (!(failure instanceof ApiError)) throw failure;
    }
  };
  const toggle = (report: ChatReportView) =>
    act(() => setChatReportHandled(report.id, !report.handled), t('message.updateSuccessfully'));
  const remove = async (report: ChatReportView) => {
    if (!(await confirmAction(t('imChat.deleteConfirm')))) return;
    await act(() => deleteChatMessage(report.reported.id), t('imChat.deletedOk'));
  };
  if (error && !data) {
    return <LoadError error={error} onRetry={() => void mutate()} title={t('imChat.admin.loadFailed')} />;
  }
  return (
    <div data-testid="chat-reports">
      <AdminTable
        rows={data?.records}
        rowKey={(row) => row.id}
        rowData={(row) => ({ 'data-report-id': String(row.id) })}
        minWidth="min-w-[760px]"
        loadingText={t('imChat.admin.loading')}
        emptyText={t('imChat.admin.noReports')}
        columns={[
          {
            header: t('imChat.admin.message'),
            cell: (row) =>
              row.reported.deleted ? (
                <span className="text-slate-500 italic">{t('imChat.deleted')}</span>
              ) : (
                <span className="line-clamp-3 break-words whitespace-pre-wrap">
                  {row.reported.kind === 'image' ? t('imChat.imagePreview') : ''} {row.reported.content}
                </span>
              ),
            className: 'max-w-xs py-2',
            testId: 'chat-report-message',
          },
          { header: t('imChat.admin.sender'), cell: (row) => row.reported.senderName },
          { header: t('imChat.admin.reporter'), cell: (row) => row.reporter },
          {
            header: t('imChat.admin.reason'),
            cell: (row) => <span className="break-words whitespace-pre-wrap">{row.reason}</span>,
            className: 'max-w-xs py-2',
          },
          { header: t('imChat.admin.time'), cell: (row) => formatDateTime(row.createdAt) },
          {
            header: t('imChat.admin.status'),
            cell: (row) => (
              <div className="flex flex-wrap gap-2">
                <button
                  type="button"
                  className={`btn btn-sm ${row.handled ? '' : 'btn-primary'}`}
                  aria-pressed={row.handled}
                  data-testid="chat-report-handled"
                  onClick={() => void toggle(row)}
                >
                  {t(row.handled ? 'imChat.admin.handled' : 'imChat.admin.markHandled')}
                </button>
                {row.reported.deleted ? null : (
                  <button
                    type="button"
                    className="btn btn-sm text-red-700"
                    data-testid="chat-report-delete"
                    onClick={() => void remove(row)}
                  >
                    {t('imChat.admin.deleteMessage')}
                  </button>
                )}
              </div>
            ),
          },
        ]}
      />
      <Pagination
        page={page}
        pageSize={CHAT_REPORT_PAGE_SIZE}
        total={data?.total ?? 0}
        onPageChange={setPage}
      />
    </div>
  );
}
