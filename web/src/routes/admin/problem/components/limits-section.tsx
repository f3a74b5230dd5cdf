import { useTranslation } from 'react-i18next';
import { DIFFICULTY_LEVELS, PROBLEM_LIMIT_CAPS, ProblemType } from '@verdict/common';
import { useDifficultyName } from '@/components/common/difficulty-tag';
import { useProblemFormEndpoints } from '../problem-form-endpoints';
import { Check, errorProps, Field, FieldError, Section, type SectionProps } from './form-bits';

/** Limits, difficulty, visibility, ACM/OI, and the judging switches (code share, blanks, file IO). */
export function LimitsSection({
  draft,
  update,
  errors,
  auths,
}: SectionProps & { /** The visibilities offered here (contest only inside a contest). */ auths: number[] }) {
  const { t } = useTranslation();
  const difficultyName = useDifficultyName();
  const { siteOnlyFields } = useProblemFormEndpoints();
  const limits = [
    ['timeLimit', t('adminProblemForm.timeLimit'), PROBLEM_LIMIT_CAPS.timeLimitMs],
    ['memoryLimit', t('adminProblemForm.memoryLimit'), PROBLEM_LIMIT_CAPS.memoryLimitMb],
    ['stackLimit', t('adminProblemForm.stackLimit'), PROBLEM_LIMIT_CAPS.stackLimitMb],
  ] as const;
  return (
    <Section title={t('adminProblemForm.settings')}>
      <div className="flex flex-wrap gap-3">
        {limits.map(([field, label, max]) => (
          <Field key={field} label={label} className="w-36" errors={errors} field={field}>
            <input
              className="input w-full"
              type="number"
              min={1}
              max={max}
              value={draft[field]}
              {...errorProps(errors, field)}
              onChange={(event) => update({ [field]: event.target.value })}
            />
          </Field>
        ))}
        <Field label={t('adminProblemForm.difficulty')} className="w-36">
          <select
            className="input w-full"
            value={draft.difficulty}
            onChange={(event) => update({ difficulty: Number(event.target.value) })}
          >
            {DIFFICULTY_LEVELS.map((item) => (
              <option key={item.level} value={item.level}>
                {difficultyName(item.level)}
              </option>
            ))}
          </select>
        </Field>
        <Field label={t('adminProblem.visibility')} className="w-36">
          <select
            className="input w-full"
            value={draft.auth}
            onChange={(event) => update({ auth: Number(event.target.value) })}
          >
            {auths.map((auth) => (
              <option key={auth} value={auth}>
                {t(`adminProblem.auth.${auth}`)}
              </option>
            ))}
          </select>
        </Field>
        <Field label={t('adminProblemForm.type')} className="w-36">
          <select
            className="input w-full"
            value={draft.type}
            onChange={(event) => update({ type: Number(event.target.value) })}
          >
            <option value={ProblemType.ACM}>ACM</option>
            <option value={ProblemType.OI}>OI</option>
          </select>
        </Field>
      </div>
      <div className="flex flex-wrap gap-4">
        <Check
          label={t('adminProblemForm.codeShare')}
          checked={draft.codeShare}
          onChange={(codeShare) => update({ codeShare })}
        />
        {siteOnlyFields ? (
          <Check
            label={t('adminProblemForm.vipOnly')}
            checked={draft.isVip}
            onChange={(isVip) => update({ isVip })}
          />
        ) : null}
        <Check
          label={t('adminProblemForm.removeEndBlank')}
          checked={draft.isRemoveEndBlank}
          onChange={(isRemoveEndBlank) => update({ isRemoveEndBlank })}
        />
        <Check
          label={t('adminProblemForm.openCaseResult')}
          checked={draft.openCaseResult}
          onChange={(openCaseResult) => update({ openCaseResult })}
        />
        <Check
          label={t('adminProblemForm.fileIO')}
          checked={draft.isFileIO}
          onChange={(isFileIO) => update({ isFileIO })}
        />
      </div>
      {draft.isFileIO ? (
        <div className="flex flex-wrap gap-3">
          <Field label={t('adminProblemForm.ioReadFileName')} className="w-48">
            <input
              className="input w-full"
              placeholder="input.txt"
              value={draft.ioReadFileName}
              {...errorProps(errors, 'fileIO')}
              onChange={(event) => update({ ioReadFileName: event.target.value })}
            />
          </Field>
          <Field label={t('adminProblemForm.ioWriteFileName')} className="w-48">
            <input
              className="input w-full"
              placeholder="output.txt"
              value={draft.ioWriteFileName}
              {...errorProps(errors, 'fileIO')}
              onChange={(event) => update({ ioWriteFileName: event.target.value })}
            />
          </Field>
        </div>
      ) : null}
      <FieldError errors={errors} field="fileIO" />
    </Section>
  );
}
