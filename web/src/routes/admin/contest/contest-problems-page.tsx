import { type ChangeEvent, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { ContestType } from '@verdict/common';
import { confirmAction } from '@/components/ui/confirm';
import { PageLoading } from '@/components/ui/spinner';
import { importRemoteContestProblem } from '@/hooks/api/remote-judge';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { toast } from '@/stores/ui';
import type { ContestProblemLink as Row } from '@/types/contest';
import { RemoteImportButton } from '../components/remote-import-dialog';
import { ContestProblemAdder } from './components/contest-problem-adder';
import { ContestProblemCreateForm } from './components/contest-problem-create-form';
import { SITE_CONTEST_API, type ContestAdminApi } from './contest-admin-api';
import { nextDisplayId } from './next-display-id';

function ProblemRow({
  row,
  problemId,
  api,
  onChanged,
}: {
  row: Row;
  /** The id people know the problem by. */
  problemId: string | undefined;
  api: ContestAdminApi;
  onChanged: () => void;
}) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState(row);
  const save = async () => {
    await api.updateProblem(draft);
    toast('success', t('admin.saved'));
    onChanged();
  };
  /** A box named after the field it writes. */
  const box = (field: 'displayId' | 'displayTitle') => ({
    'aria-label': t(`admin.${field}`),
    value: draft[field],
    onChange: (event: ChangeEvent<HTMLInputElement>) => setDraft({ ...draft, [field]: event.target.value }),
  });
  const remove = async () => {
    if (!(await confirmAction(t('admin.confirmRemoveProblem', { id: row.displayId })))) return;
    await api.removeProblem(row.cid, row.pid);
    onChanged();
  };
  return (
    <tr className="border-b border-slate-100">
      <td className="py-2 font-mono">{problemId ?? row.pid}</td>
      <td className="py-2">
        <input className="input w-20" {...box('displayId')} />
      </td>
      <td className="py-2">
        <input className="input" {...box('displayTitle')} />
      </td>
      <td className="py-2">
        <input
          type="color"
          aria-label={t('admin.balloon')}
          value={draft.color ?? '#ffffff'}
          onChange={(event) => setDraft({ ...draft, color: event.target.value })}
        />
      </td>
      <td className="space-x-2 py-2 whitespace-nowrap">
        <button type="button" className="btn btn-sm" onClick={() => void save().catch(() => undefined)}>
          {t('admin.save')}
        </button>
        <button type="button" className="btn btn-sm btn-danger" onClick={() => void remove()}>
          {t('admin.remove')}
        </button>
      </td>
    </tr>
  );
}

/**
 * /admin/contest/:contestId/problems: display ids, titles and balloons; add a problem found by its
 * id or title, import one from another judge, or create one inside the contest.
 */
export default function ContestProblemsPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('contest.problems'));
  const cid = Number(useParams().contestId);
  return (
    <ContestProblems
      cid={cid}
      api={SITE_CONTEST_API}
      moreAdding={(refresh, displayIds) => (
        <div>
          <RemoteImportButton
            displayIdSuggestion={nextDisplayId(displayIds)}
            importProblem={(name, problemId, displayId) =>
              importRemoteContestProblem(cid, name, problemId, displayId)
            }
            onImported={refresh}
          />
        </div>
      )}
    />
  );
}

interface ContestProblemsProps {
  cid: number;
  api: ContestAdminApi;
  /** More ways to add problems (a group adds its own), given the list's refresh and display ids. */
  moreAdding?: (refresh: () => void, displayIds: string[]) => ReactNode;
}

/** The contest's problems, for the back office or a group. */
export function ContestProblems({ cid, api, moreAdding }: ContestProblemsProps) {
  const { t } = useTranslation();
  const { data, error, mutate } = api.useProblems(cid);
  const { data: contest } = api.useContest(cid);
  const [creating, setCreating] = useState(false);
  if (error) throw error;
  if (!data) return <PageLoading />;
  const rows = Object.values(data.contestProblemMap).sort((a, b) =>
    a.displayId.localeCompare(b.displayId, 'en', { numeric: true }),
  );
  const displayIds = rows.map((row) => row.displayId);
  const problemIds = new Map(data.problemList.records.map((problem) => [problem.id, problem.problemId]));
  return (
    <section className="card space-y-3 p-4">
      <div className="flex flex-wrap items-center gap-2">
        <h1 className="mr-auto text-lg font-semibold">{t('contest.problems')}</h1>
        {api.createsProblems ? (
          <button
            type="button"
            className="btn"
            aria-expanded={creating}
            onClick={() => setCreating(!creating)}
          >
            {t('admin.createInContest')}
          </button>
        ) : null}
      </div>
      <ContestProblemAdder
        cid={cid}
        api={api}
        contestType={contest?.type}
        displayIds={displayIds}
        onAdded={() => void mutate()}
      />
      {moreAdding?.(() => void mutate(), displayIds)}
      {creating && contest ? (
        <ContestProblemCreateForm
          cid={cid}
          oi={contest.type !== ContestType.ACM}
          onCreated={() => {
            setCreating(false);
            void mutate();
          }}
        />
      ) : null}
      {/* Focusable, so a keyboard can scroll the table on a phone even while it holds no row. */}
      <div className="overflow-x-auto" tabIndex={0} role="region" aria-label={t('contest.problems')}>
        <table className="admin-table w-full min-w-[480px] text-sm" data-testid="admin-contest-problems">
          <thead>
            <tr className="border-b border-slate-200 text-left text-slate-500">
              <th className="py-2">{t('problem.id')}</th>
              <th className="py-2">{t('admin.displayId')}</th>
              <th className="py-2">{t('admin.displayTitle')}</th>
              <th className="py-2">{t('admin.balloon')}</th>
              <th className="py-2">{t('admin.actions')}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <ProblemRow
                key={`${row.id}:${row.displayId}:${row.displayTitle}:${row.color}`}
                row={row}
                problemId={problemIds.get(row.pid)}
                api={api}
                onChanged={() => void mutate()}
              />
            ))}
          </tbody>
        </table>
      </div>
      {rows.length === 0 ? <p className="py-4 text-center text-slate-500">{t('common.noData')}</p> : null}
    </section>
  );
}
