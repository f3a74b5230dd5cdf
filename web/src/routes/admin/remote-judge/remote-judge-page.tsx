/** /admin/remote-judge: the site's accounts on other judges, through which remote problems are judged. */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRemoteAccounts } from '@/hooks/api/remote-judge';
import { PageHeader } from '../components/page-header';
import { AddAccountDialog } from './components/add-account-dialog';
import { RemoteAccountTable } from './components/remote-account-table';
import '@/i18n/areas/remote-judge';

export default function RemoteJudgePage() {
  const { t } = useTranslation();
  const { data, mutate } = useRemoteAccounts();
  const [adding, setAdding] = useState(false);
  return (
    <section className="card p-4" aria-labelledby="remote-judge-title">
      <PageHeader title={t('remoteJudge.admin.title')} titleId="remote-judge-title">
        <button
          type="button"
          className="btn btn-primary"
          data-testid="remote-account-add"
          onClick={() => setAdding(true)}
        >
          {t('remoteJudge.admin.add')}
        </button>
      </PageHeader>
      <p className="mb-3 text-sm text-slate-600">{t('remoteJudge.admin.intro')}</p>
      <RemoteAccountTable />
      {adding ? (
        <AddAccountDialog
          accounts={data ?? []}
          onAdded={() => void mutate()}
          onClose={() => setAdding(false)}
        />
      ) : null}
    </section>
  );
}
