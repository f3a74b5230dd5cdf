/** /admin/audit: the audit log of admin actions, for super admins; it is read only. */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '@/components/common/load-error';
import { AUDIT_PAGE_SIZE, type AuditFilters, NO_AUDIT_FILTERS, useAuditLog } from '@/hooks/api/admin-audit';
import { AdminListPage } from '../components/admin-list-page';
import { AuditFilterForm } from './components/audit-filter-form';
import { AuditTable } from './components/audit-table';
import '@/i18n/areas/audit';

export default function AuditLogPage() {
  const { t } = useTranslation();
  const [filters, setFilters] = useState<AuditFilters>(NO_AUDIT_FILTERS);
  const [page, setPage] = useState(1);
  const { data, error, mutate } = useAuditLog(filters, page);
  const apply = (next: AuditFilters) => {
    setPage(1);
    setFilters(next);
  };
  return (
    <AdminListPage
      title={t('audit.title')}
      titleId="audit-log-title"
      page={page}
      pageSize={AUDIT_PAGE_SIZE}
      total={data?.total ?? 0}
      onPageChange={setPage}
    >
      <p className="mb-3 text-sm text-slate-600">{t('audit.intro')}</p>
      <AuditFilterForm applied={filters} onApply={apply} />
      {error && !data ? (
        <LoadError error={error} onRetry={() => void mutate()} title={t('audit.loadFailed')} />
      ) : (
        <AuditTable entries={data?.records} />
      )}
    </AdminListPage>
  );
}
