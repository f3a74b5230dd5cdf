/** The group's problems: the list members read, and for group admins the problem admin and its form. */
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { useGroup } from '../group-context';
import { GroupProblemAdminTable } from './components/group-problem-admin-table';
import { GroupProblemForm } from './components/group-problem-form';
import { GroupProblemList } from './components/group-problem-list';
import '@/i18n/areas/group-problem';

/**
 * What is shown lives in the address (`?admin=1`, `?create=1`, `?edit=<pid>`), so the group
 * header stays, a reload keeps the form open and Back returns to the table.
 */
export default function GroupProblemTab() {
  const { t } = useTranslation();
  const { isAdmin } = useGroup();
  const [params, setParams] = useSearchParams();
  const adminMode = isAdmin && params.get('admin') === '1';
  const editPid = Number(params.get('edit'));
  const formPid =
    isAdmin && params.get('create') === '1' ? null : isAdmin && editPid > 0 ? editPid : undefined;
  const show = (next: Record<string, string>) => setParams(next);

  if (formPid !== undefined) {
    return <GroupProblemForm key={formPid ?? 'new'} pid={formPid} onClose={() => show({ admin: '1' })} />;
  }
  return (
    <section className="card p-4" data-testid="group-problems">
      <div className="mb-3 flex flex-wrap items-center gap-2">
        <h2 className="mr-auto font-semibold">
          {adminMode ? t('groupProblem.adminTitle') : t('groupProblem.title')}
        </h2>
        {isAdmin ? (
          <>
            <label className="inline-flex items-center gap-1.5 text-sm">
              <input
                type="checkbox"
                role="switch"
                checked={adminMode}
                onChange={(event) => show(event.target.checked ? { admin: '1' } : {})}
              />
              {t('groupProblem.adminToggle')}
            </label>
            <button
              type="button"
              className="btn btn-primary"
              data-testid="group-problem-create"
              onClick={() => show({ create: '1' })}
            >
              + {t('groupProblem.create')}
            </button>
          </>
        ) : null}
      </div>
      {adminMode ? (
        <GroupProblemAdminTable onEdit={(pid) => show({ edit: String(pid) })} />
      ) : (
        <GroupProblemList />
      )}
    </section>
  );
}
