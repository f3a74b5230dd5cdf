import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import { PageLoading } from '@/components/ui/spinner';
import {
  createProblem,
  updateProblem,
  useAdminProblem,
  useAdminProblemCases,
  useProblemCodeTemplates,
  useProblemTagsOf,
} from '@/hooks/api/admin-problem';
import { useLanguages } from '@/hooks/api/problem';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { toast } from '@/stores/ui';
import { ProblemForm } from './components/problem-form';
import { draftFromProblem, newProblemDraft } from './problem-draft';

/** The problem's current settings, or null while any of them is still loading. */
function useStoredDraft(pid: number | null) {
  const problem = useAdminProblem(pid);
  const cases = useAdminProblemCases(pid);
  const templates = useProblemCodeTemplates(pid);
  const tags = useProblemTagsOf(pid);
  const languages = useLanguages(pid ?? undefined);
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

/** /admin/problem/create and /admin/problem/edit/:problemId (the numeric pid, as HOJ's admin routes). */
export default function ProblemFormPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const param = useParams().problemId;
  const pid = param ? Number(param) : null;
  const editing = pid !== null;
  useDocumentTitle(t(editing ? 'adminProblemForm.editTitle' : 'adminProblemForm.createTitle'));
  const stored = useStoredDraft(pid);
  const { data: allLanguages, error } = useLanguages();
  if (error && !allLanguages) throw error;
  if (editing ? !stored : !allLanguages) return <PageLoading />;
  const initial = stored?.draft ?? newProblemDraft(allLanguages?.map((language) => language.name) ?? []);
  return (
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
        submitLabel={t('admin.save')}
        onSave={async (dto) => {
          if (editing) await updateProblem(dto);
          else await createProblem(dto);
          toast('success', t('admin.saved'));
          void navigate('/admin/problems');
        }}
      />
    </section>
  );
}
