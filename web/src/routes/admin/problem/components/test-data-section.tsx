import { useTranslation } from 'react-i18next';
import { downloadBlob } from '@/lib/api-client';
import { saveBlob } from '@/lib/save-blob';
import { ChoiceSelect } from '../../components/choice-select';
import { RadioChoices } from '../../components/radio-choices';
import { JUDGE_CASE_MODES, emptyCase } from '../problem-draft';
import { Field, FieldError, Section, type SectionProps } from './form-bits';
import { TestCaseRows } from './test-case-rows';
import { UploadTestcaseZip } from './upload-testcase-zip';

const CASE_SOURCES = ['upload', 'manual'] as const;

/**
 * The test data: a zip (paired by the server, previewed here) or cases typed in, with the judge
 * case mode that decides how cases are scored and grouped.
 */
export function TestDataSection({ draft, update, errors }: SectionProps) {
  const { t } = useTranslation();
  const keepsFiles = draft.caseSource === 'upload' && !draft.uploadDir && draft.cases.length > 0;
  const download = async () => {
    if (!draft.id) return;
    const { blob, filename } = await downloadBlob('/api/file/download-testcase', { pid: draft.id });
    saveBlob(blob, filename ?? `problem_${draft.id}_testcase.zip`);
  };
  return (
    <Section title={t('adminProblemForm.testData')} testId="test-data-section">
      <div className="flex flex-wrap items-end gap-4">
        <div role="radiogroup" aria-label={t('adminProblemForm.caseSource')} className="flex gap-4 text-sm">
          <RadioChoices
            name="caseSource"
            optionClassName="inline-flex items-center gap-1.5"
            value={draft.caseSource}
            choices={CASE_SOURCES}
            choiceLabel={(source) => t(`adminProblemForm.source_${source}`)}
            onChange={(source) =>
              update({
                caseSource: source,
                cases: source === 'manual' ? [emptyCase()] : [],
                uploadDir: '',
                preview: {},
              })
            }
          />
        </div>
        <Field label={t('adminProblemForm.judgeCaseMode')} className="w-64">
          <ChoiceSelect
            className="input w-full"
            value={draft.judgeCaseMode}
            choices={JUDGE_CASE_MODES}
            choiceLabel={(mode) => t(`adminProblemForm.caseMode.${mode}`)}
            onChange={(judgeCaseMode) => update({ judgeCaseMode })}
          />
        </Field>
        {draft.id ? (
          <button type="button" className="btn btn-sm" onClick={() => void download()}>
            {t('adminProblemForm.downloadCases')}
          </button>
        ) : null}
      </div>
      {draft.caseSource === 'upload' ? (
        <UploadTestcaseZip
          mode={draft.judgeCaseMode}
          onUploaded={(uploaded) =>
            update({
              uploadDir: uploaded.fileListDir,
              preview: uploaded.preview,
              cases: uploaded.fileList.map((file) => ({
                input: file.input,
                output: file.output,
                score: '',
                groupNum: String(file.groupNum ?? 1),
              })),
            })
          }
        />
      ) : null}
      {keepsFiles ? <p className="text-xs text-slate-500">{t('adminProblemForm.keepsFiles')}</p> : null}
      {draft.type === 1 ? <p className="text-xs text-slate-500">{t('adminProblemForm.scoreHint')}</p> : null}
      {draft.cases.length > 0 ? <TestCaseRows draft={draft} update={update} /> : null}
      <FieldError errors={errors} field="cases" />
    </Section>
  );
}
