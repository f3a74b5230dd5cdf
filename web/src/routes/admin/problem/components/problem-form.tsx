import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@/lib/api-client';
import { submitHandler } from '../../components/submit-handler';
import { checkDraft, type DraftErrors } from '../check-draft';
import type { ProblemDraft } from '../problem-draft';
import { toProblemDto } from '../to-problem-dto';
import { ExamplesEditor } from './examples-editor';
import { ExtraFilesEditor } from './extra-files-editor';
import type { UpdateDraft } from './form-bits';
import { JudgeCodeSection } from './judge-code-section';
import { LanguagesSection } from './languages-section';
import { LimitsSection } from './limits-section';
import { StatementSection } from './statement-section';
import { TagsField } from './tags-field';
import { TestDataSection } from './test-data-section';

export type ProblemDtoBody = ReturnType<typeof toProblemDto>;

export interface ProblemFormProps {
  initial: ProblemDraft;
  /** The checker the problem was saved with: only a changed one is compiled again on save. */
  savedSpjCode?: string;
  /** Inside a contest the contest gives the display id and the problem is contest-only. */
  inContest?: boolean;
  /** Fields of the surrounding screen shown first (the contest's display id). */
  header?: ReactNode;
  /** Checks of those fields; false stops the save. */
  checkHeader?: () => boolean;
  submitLabel: string;
  onSave: (dto: ProblemDtoBody) => Promise<void>;
}

/**
 * The whole problem form, shared by create, edit and copy and by the contest's
 * "create a problem in this contest": checks every field before sending and shows the server's
 * message when it refuses.
 */
export function ProblemForm({
  initial,
  savedSpjCode = '',
  inContest = false,
  header,
  checkHeader,
  submitLabel,
  onSave,
}: ProblemFormProps) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState(initial);
  const [checked, setChecked] = useState(false);
  const [serverError, setServerError] = useState('');
  const [saving, setSaving] = useState(false);
  const rules = { requireDisplayId: !inContest };

  // Once a save was tried, errors follow the fields as they are edited.
  const errors: DraftErrors = checked ? checkDraft(draft, rules) : {};
  // Applied to the draft as it is when the change lands: a zip upload that finishes later must
  // not bring back the draft of the moment it started, undoing what was typed meanwhile.
  const update: UpdateDraft = (change) => setDraft((current) => ({ ...current, ...change }));

  const save = async () => {
    const found = checkDraft(draft, rules);
    const headerOk = checkHeader ? checkHeader() : true;
    setChecked(true);
    setServerError('');
    if (Object.keys(found).length > 0 || !headerOk) return;
    setSaving(true);
    try {
      await onSave(toProblemDto(draft, savedSpjCode));
    } catch (failure) {
      if (!(failure instanceof ApiError)) throw failure;
      setServerError(failure.message);
    } finally {
      setSaving(false);
    }
  };

  const props = { draft, update, errors };
  const invalid = Object.keys(errors).length > 0;
  return (
    <form className="space-y-4" noValidate data-testid="problem-form" onSubmit={submitHandler(save)}>
      {header}
      <StatementSection {...props} showDisplayId={!inContest} />
      <LimitsSection {...props} auths={inContest ? [3] : [1, 2, 3]} />
      <ExamplesEditor {...props} />
      <TestDataSection {...props} />
      <JudgeCodeSection {...props} />
      <LanguagesSection {...props} />
      <TagsField {...props} />
      <ExtraFilesEditor {...props} />
      {invalid ? (
        <p role="alert" className="text-sm text-red-700">
          {t('adminProblemForm.fixFields')}
        </p>
      ) : null}
      {serverError ? (
        <p
          role="alert"
          className="rounded border border-red-300 bg-red-50 p-2 text-sm text-red-800"
          data-testid="server-error"
        >
          {serverError}
        </p>
      ) : null}
      <button type="submit" className="btn btn-primary" disabled={saving}>
        {submitLabel}
      </button>
    </form>
  );
}
