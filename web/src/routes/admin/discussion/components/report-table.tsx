import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { DISCUSSION_CONSTANTS } from '@verdict/common';
import { LoadError } from '@/components/common/load-error';
import { Pagination } from '@/components/ui/pagination';
import { markReportHandled, useDiscussionReports, type DiscussionReport } from '@/hooks/api/discussion';
import { ApiError } from '@/lib/api-client';
import { formatDateTime } from '@/lib/format';
import { toast } from '@/stores/ui';
import { AdminTable } from '../../components/admin-table';
import '@/i18n/areas/discussion';

/** The reports of discussions, newest first, each marked handled (or not) by an admin. */
export function ReportTable() {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const { data, error, mutate } = useDiscussionReports(page);
  const setHandled = async (report: DiscussionReport) => {
    try {
      await markReportHandled(report.id, !report.status);
      toast('success', t('message.updateSuccessfully'));
      void mutate();
    } catch (failure) {
      if (!(failure instanceof ApiError)) throw failure;
    }
  };
  if (error && !data) {
    return <LoadError error={error} onRetry={() => void mutate()} title={t('discussion.loadFailed')} />;
  }
  return (
    <div data-testid="admin-reports">
      <AdminTable
        rows={data?.records}
        rowKey={(row) => row.id}
        minWidth="min-w-[640px]"
        loadingText={t('discussion.loading')}
        emptyText={t('discussion.admin.noReports')}
        columns={[
          {
            header: t('discussion.form.title'),
            cell: (row) => (
              <Link
                className="text-blue-700 hover:underline"
                to={`/discussion-detail/${row.did}`}
                target="_blank"
              >
                {row.title}
              </Link>
            ),
          },
          { header: t('discussion.admin.reporter'), cell: (row) => row.reporter },
          {
            header: t('discussion.report.reason'),
            cell: (row) => <span className="break-words whitespace-pre-wrap">{row.content}</span>,
            className: 'max-w-xs py-2',
          },
          { header: t('discussion.time'), cell: (row) => formatDateTime(row.gmtCreate) },
          {
            header: t('discussion.admin.status'),
            cell: (row) => (
              <button
                type="button"
                className={`btn btn-sm ${row.status ? '' : 'btn-primary'}`}
                onClick={() => void setHandled(row)}
              >
                {t(row.status ? 'discussion.admin.handled' : 'discussion.admin.markHandled')}
              </button>
            ),
          },
        ]}
      />
      <Pagination
        page={page}
        pageSize={DISCUSSION_CONSTANTS.reportPageSize}
        total={data?.total ?? 0}
        onPageChange={setPage}
      />
    </div>
  );
}
