import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import { PageLoading } from '@/components/ui/spinner';
import { useProblemCodeTemplates, useProblemTagsOf } from '@/hooks/api/admin-problem';
import { useLanguages } from '@/hooks/api/problem';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { toast } from '@/stores/ui';
import { ProblemForm } from './components/problem-form';
import {
  ProblemFormEndpointsContext,
  SITE_PROBLEM_ENDPOINTS,
  type ProblemFormEndpoints,
} from './problem-form-endpoints';
import { draftFromProblem, newProblemDraft } from './problem-draft';

/** The problem's current settings, or null while any of them is still loading. */
function useStoredDraft(pid: number | null, endpoints: ProblemFormEndpoints) {
  const problem = endpoints.useProblem(pid);
  const cases = endpoints.useCases(pid);
  const templates = useProblemCodeTemplates(pid, endpoints.gid);
  const tags = useProblemTagsOf(pid, endpoints.gid);
  const languages = useLanguages(pid ?? undefined, endpoints.gid);
  // Only a first load that failed ends the page: a background refresh that fails must not take
  // the form, and what was typed into it, away.
  const failed = [problem, cases, templates, tags, languages].find((loaded) => loaded.error && !loaded.data);
  if (failed) throw failed.error;
  if (!problem.data || !cases.data || !templates.data || !tags.data || !languages.data) return null;
  return {
    draft: draftFromProblem(
      problem.data,
      cases.data,
      languages.data.map((language) => language.name),
      templates.data,
      tags.data,
    ),
    spjCode: problem.data.spjCode ?? '',
  };
}

export interface ProblemFormScreenProps {
  /** The problem's numeric id when editing; null creates one. */
  pid: number | null;
  /** Site problems by default; a group passes its own routes and gid. */
  endpoints?: ProblemFormEndpoints;
  /** Shown above the form's fields (what the surrounding screen wants to say about them). */
  header?: ReactNode;
  /** After a successful save. */
  onDone: () => void;
}

/** Create or edit one problem: loads what is stored, then saves through the given endpoints. */
export function ProblemFormScreen({
  pid,
  endpoints = SITE_PROBLEM_ENDPOINTS,
  header,
  onDone,
}: ProblemFormScreenProps) {
  const { t } = useTranslation();
  const editing = pid !== null;
  const stored = useStoredDraft(pid, endpoints);
  const { data: allLanguages, error } = useLanguages();
  if (error && !allLanguages) throw error;
  if (editing ? !stored : !allLanguages) return <PageLoading />;
  const initial = stored?.draft ?? newProblemDraft(allLanguages?.map((language) => language.name) ?? []);
  return (
    <ProblemFormEndpointsContext.Provider value={endpoints}>
      <section className="card p-4">
        <h1 className="mb-3 text-lg font-semibold">
          {editing
            ? t('adminProblemForm.editHeading', { id: initial.problemId })
            : t('adminProblemForm.createTitle')}
        </h1>
        <ProblemForm
          key={pid ?? 'new'}
          initial={initial}
          savedSpjCode={stored?.spjCode}
          header={header}
          submitLabel={t('admin.save')}
          onSave={async (dto) => {
            if (editing) await endpoints.update(dto);
            else await endpoints.create(dto);
            toast('success', t('admin.saved'));
            onDone();
          }}
        />
      </section>
    </ProblemFormEndpointsContext.Provider>
  );
}

/** /admin/problem/create and /admin/problem/edit/:problemId (the numeric pid, as HOJ's admin routes). */
export default function ProblemFormPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const param = useParams().problemId;
  const pid = param ? Number(param) : null;
  useDocumentTitle(t(pid !== null ? 'adminProblemForm.editTitle' : 'adminProblemForm.createTitle'));
  return <ProblemFormScreen pid={pid} onDone={() => void navigate('/admin/problems')} />;
}
