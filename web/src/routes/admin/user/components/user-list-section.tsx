import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Pagination } from '@/components/ui/pagination';
import { SearchField } from '@/components/ui/search-field';
import { type AdminUser, useAdminUsers } from '@/hooks/api/admin-user';
import { useSession } from '@/stores/session';
import { PageHeader } from '../../components/page-header';
import { usePagedSearch } from '../../components/use-paged-search';
import { useDeleteUsers } from './use-delete-users';
import { UserAddDialog } from './user-add-dialog';
import { UserEditDialog } from './user-edit-dialog';
import { UserTable } from './user-table';

const PAGE_SIZES = [10, 30, 50, 100] as const;

/** The user list: keyword search, admins only, select and delete, edit one, add one. */
export function UserListSection() {
  const { t } = useTranslation();
  const myUid = useSession().user?.uid;
  const { page, setPage, search, searchFor } = usePagedSearch();
  const [limit, setLimit] = useState<number>(PAGE_SIZES[0]);
  const [onlyAdmin, setOnlyAdmin] = useState(false);
  const [selected, setSelected] = useState<string[]>([]);
  const [editing, setEditing] = useState<AdminUser | null>(null);
  const [adding, setAdding] = useState(false);
  const { data, error, isLoading, mutate } = useAdminUsers({
    currentPage: page,
    limit,
    keyword: search || undefined,
    onlyAdmin: onlyAdmin || undefined,
  });
  const remove = useDeleteUsers(() => {
    setSelected([]);
    void mutate();
  });
  if (error && !data) throw error;

  return (
    <section className="card p-4" aria-labelledby="admin-users-title">
      <PageHeader title={t('adminUsers.title')} titleId="admin-users-title">
        <label className="inline-flex items-center gap-2 text-sm">
          <input
            type="checkbox"
            checked={onlyAdmin}
            onChange={(event) => {
              setPage(1);
              setOnlyAdmin(event.target.checked);
            }}
          />
          {t('adminUsers.onlyAdmin')}
        </label>
        <SearchField label={t('adminUsers.search')} type="search" onSearch={searchFor} />
        <button type="button" className="btn btn-primary" onClick={() => setAdding(true)}>
          {t('adminUsers.addButton')}
        </button>
        <button
          type="button"
          className="btn btn-danger"
          disabled={selected.length === 0}
          onClick={() => void remove(selected)}
        >
          {t('adminUsers.deleteSelected', { count: selected.length })}
        </button>
      </PageHeader>
      {isLoading && !data ? (
        <p className="py-6 text-center text-slate-500">{t('adminUsers.loading')}</p>
      ) : null}
      {data ? (
        <UserTable
          users={data.records}
          myUid={myUid}
          selected={selected}
          onSelect={setSelected}
          onEdit={setEditing}
          onDelete={(user) => void remove([user.uid])}
        />
      ) : null}
      {data && data.records.length === 0 ? (
        <p className="py-6 text-center text-slate-500">{t('adminUsers.empty')}</p>
      ) : null}
      <Pagination
        page={page}
        pageSize={limit}
        total={data?.total ?? 0}
        onPageChange={setPage}
        sizes={PAGE_SIZES}
        onPageSizeChange={(size) => {
          setPage(1);
          setLimit(size);
        }}
      />
      {adding ? (
        <UserAddDialog
          onClose={() => setAdding(false)}
          onAdded={() => {
            setAdding(false);
            void mutate();
          }}
        />
      ) : null}
      {editing ? (
        <UserEditDialog
          user={editing}
          isSelf={editing.uid === myUid}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            void mutate();
          }}
        />
      ) : null}
    </section>
  );
}
