import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { GROUP_CONSTANTS as L } from '@verdict/common';
import {
  deleteGroupAnnouncement,
  setGroupAnnouncementStatus,
  useGroupAdminAnnouncements,
  type GroupAnnouncement,
} from '@/hooks/api/group';
import { formatDateTime } from '@/lib/format';
import { canEditAnnouncement } from '../../group-rules';
import { useGroup } from '../group-context';
import { GroupAnnouncementDialog } from './announcement-dialog';
import { PagedBody } from './paged-body';
import { useListActions } from './use-list-actions';
import '@/i18n/areas/group';

/** Group admins: every announcement, 10 a page, with create, edit, visible switch and delete. */
export function AnnouncementAdminTable({ onChanged }: { onChanged: () => void }) {
  const { t } = useTranslation();
  const { group, viewer } = useGroup();
  const [page, setPage] = useState(1);
  const list = useGroupAdminAnnouncements(group.id, page, true);
  const [editing, setEditing] = useState<GroupAnnouncement | 'new' | null>(null);
  const changed = () => {
    void list.mutate();
    onChanged();
  };
  const { act, remove: removeRow } = useListActions({ list, page, setPage, onChanged });
  const remove = (item: GroupAnnouncement) =>
    removeRow(
      t('groupPage.announcement.deleteConfirm', { title: item.title }),
      () => deleteGroupAnnouncement(item.id),
      'groupPage.deleted',
    );

  return (
    <section className="card p-4" data-testid="group-announcement-admin">
      <div className="mb-3 flex items-center gap-2">
        <h2 className="mr-auto font-semibold">{t('groupPage.announcement.manage')}</h2>
        <button
          type="button"
          className="btn btn-primary"
          data-testid="group-announcement-create"
          onClick={() => setEditing('new')}
        >
          + {t('groupPage.announcement.create')}
        </button>
      </div>
      <PagedBody
        data={list.data}
        error={list.error}
        failedText={t('groupPage.announcement.loadFailed')}
        onReload={() => void list.mutate()}
        emptyText={t('groupPage.announcement.empty')}
        page={page}
        pageSize={L.adminAnnouncementPageSize}
        onPageChange={setPage}
      >
        {(rows) => (
          <div className="overflow-x-auto">
            <table className="w-full min-w-[36rem] text-sm">
              <thead className="text-left text-slate-500">
                <tr>
                  <th className="py-2 pr-2">{t('groupPage.announcement.title')}</th>
                  <th className="py-2 pr-2">{t('groupPage.announcement.author')}</th>
                  <th className="py-2 pr-2">{t('groupPage.announcement.date')}</th>
                  <th className="py-2 pr-2">{t('groupPage.announcement.visible')}</th>
                  <th className="py-2">{t('groupPage.actions')}</th>
                </tr>
              </thead>
              <tbody>
                {rows.map((item) => {
                  const mine = canEditAnnouncement(viewer, item.uid);
                  return (
                    <tr
                      key={item.id}
                      className="border-t border-slate-100"
                      data-testid="group-announcement-admin-row"
                    >
                      <td className="max-w-[16rem] truncate py-2 pr-2">{item.title}</td>
                      <td className="py-2 pr-2">{item.username}</td>
                      <td className="py-2 pr-2 whitespace-nowrap">{formatDateTime(item.gmtCreate)}</td>
                      <td className="py-2 pr-2">
                        <input
                          type="checkbox"
                          role="switch"
                          aria-label={t('groupPage.announcement.visible')}
                          checked={item.status === 0}
                          disabled={!mine}
                          onChange={(event) =>
                            void act(
                              () => setGroupAnnouncementStatus(item, event.target.checked ? 0 : 1),
                              'message.updateSuccessfully',
                            )
                          }
                        />
                      </td>
                      <td className="space-x-2 py-2 whitespace-nowrap">
                        <button
                          type="button"
                          className="btn btn-sm"
                          disabled={!mine}
                          onClick={() => setEditing(item)}
                        >
                          {t('groupPage.edit')}
                        </button>
                        <button
                          type="button"
                          className="btn btn-sm text-red-700"
                          disabled={!mine}
                          onClick={() => void remove(item)}
                        >
                          {t('groupPage.delete')}
                        </button>
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </div>
        )}
      </PagedBody>
      {editing ? (
        <GroupAnnouncementDialog
          gid={group.id}
          announcement={editing === 'new' ? undefined : editing}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            changed();
          }}
        />
      ) : null}
    </section>
  );
}
