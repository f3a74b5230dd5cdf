import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { DISCUSSION_CONSTANTS, DiscussionStatus } from '@verdict/common';
import { LoadError } from '@/components/common/load-error';
import { Pagination } from '@/components/ui/pagination';
import {
  deleteDiscussionsAsAdmin,
  updateDiscussionAsAdmin,
  useDiscussionList,
  type Discussion,
} from '@/hooks/api/discussion';
import { ApiError } from '@/lib/api-client';
import { formatDateTime } from '@/lib/format';
import { toast } from '@/stores/ui';
import { AdminTable } from '../../components/admin-table';
import { useConfirmedDelete } from '../../components/use-confirmed-delete';
import '@/i18n/areas/discussion';

/** Every discussion, disabled ones too: pin, disable, and delete the selected. */
export function DiscussionTable() {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const [selected, setSelected] = useState<number[]>([]);
  const { data, error, mutate } = useDiscussionList({ currentPage: page, admin: true });
  const reload = () => void mutate();
  const confirmedDelete = useConfirmedDelete(() => {
    setSelected([]);
    reload();
  });
  const records = data?.records;

  const change = async (row: Discussion, update: { topPriority?: number; status?: number }) => {
    try {
      await updateDiscussionAsAdmin({ id: row.id, ...update });
      toast('success', t('message.updateSuccessfully'));
      reload();
    } catch (failure) {
      if (!(failure instanceof ApiError)) throw failure;
    }
  };
  const deleteSelected = () => {
    if (selected.length === 0) return toast('warning', t('discussion.admin.selectionEmpty'));
    void confirmedDelete(t('discussion.admin.deleteConfirm', { count: selected.length }), () =>
      deleteDiscussionsAsAdmin(selected),
    );
  };
  const toggle = (id: number) =>
    setSelected((ids) => (ids.includes(id) ? ids.filter((other) => other !== id) : [...ids, id]));
  const allChosen = Boolean(records?.length) && records!.every((row) => selected.includes(row.id));

  if (error && !data) return <LoadError error={error} onRetry={reload} title={t('discussion.loadFailed')} />;
  return (
    <div data-testid="admin-discussions">
      <div className="mb-2 flex justify-end">
        <button
          type="button"
          className="btn btn-sm btn-danger"
          onClick={deleteSelected}
          data-testid="admin-discussion-delete"
        >
          {t('discussion.admin.deleteSelected')}
        </button>
      </div>
      <AdminTable
        rows={records}
        rowKey={(row) => row.id}
        minWidth="min-w-[760px]"
        loadingText={t('discussion.loading')}
        emptyText={t('discussion.empty')}
        columns={[
          {
            header: (
              <input
                type="checkbox"
                aria-label={t('discussion.admin.selectAll')}
                checked={allChosen}
                onChange={() => setSelected(allChosen ? [] : (records ?? []).map((row) => row.id))}
              />
            ),
            cell: (row) => (
              <input
                type="checkbox"
                aria-label={t('discussion.admin.select', { title: row.title })}
                checked={selected.includes(row.id)}
                onChange={() => toggle(row.id)}
              />
            ),
          },
          { header: 'ID', cell: (row) => row.id },
          {
            header: t('discussion.form.title'),
            cell: (row) => (
              <Link
                className="text-blue-700 hover:underline"
                to={`/discussion-detail/${row.id}`}
                target="_blank"
              >
                {row.title}
              </Link>
            ),
          },
          { header: t('discussion.author'), cell: (row) => row.author },
          { header: t('discussion.time'), cell: (row) => formatDateTime(row.gmtCreate) },
          {
            header: t('discussion.admin.pin'),
            cell: (row) => (
              <button
                type="button"
                className={`btn btn-sm ${row.topPriority > 0 ? 'btn-primary' : ''}`}
                aria-pressed={row.topPriority > 0}
                onClick={() => void change(row, { topPriority: row.topPriority > 0 ? 0 : 1 })}
              >
                {t(row.topPriority > 0 ? 'discussion.admin.unpin' : 'discussion.admin.pinIt')}
              </button>
            ),
          },
          {
            header: t('discussion.admin.status'),
            cell: (row) => {
              const disabled = row.status === DiscussionStatus.DISABLED;
              return (
                <button
                  type="button"
                  className={`btn btn-sm ${disabled ? 'btn-danger' : ''}`}
                  onClick={() =>
                    void change(row, {
                      status: disabled ? DiscussionStatus.NORMAL : DiscussionStatus.DISABLED,
                    })
                  }
                >
                  {t(disabled ? 'discussion.admin.enable' : 'discussion.admin.disable')}
                </button>
              );
            },
          },
        ]}
      />
      <Pagination
        page={page}
        pageSize={DISCUSSION_CONSTANTS.pageSize}
        total={data?.total ?? 0}
        onPageChange={setPage}
      />
    </div>
  );
}
