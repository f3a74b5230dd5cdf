import { useTranslation } from 'react-i18next';
import { DIFFICULTY_LEVELS, PROBLEM_LIMIT_CAPS, ProblemType } from '@verdict/common';
import { useDifficultyName } from '@/components/common/difficulty-tag';
import { ChoiceSelect } from '../../components/choice-select';
import { useProblemFormEndpoints } from '../problem-form-endpoints';
import { Check, DraftInput, Field, FieldError, Section, type SectionProps } from './form-bits';

const PROBLEM_TYPES = [ProblemType.ACM, ProblemType.OI];

type Switch = 'codeShare' | 'isVip' | 'isRemoveEndBlank' | 'openCaseResult' | 'isFileIO';

/** The judging switches in the order shown; VIP only on the site's own problems. */
const SWITCHES: [Switch, string][] = [
  ['codeShare', 'adminProblemForm.codeShare'],
  ['isVip', 'adminProblemForm.vipOnly'],
  ['isRemoveEndBlank', 'adminProblemForm.removeEndBlank'],
  ['openCaseResult', 'adminProblemForm.openCaseResult'],
  ['isFileIO', 'adminProblemForm.fileIO'],
];

/** Limits, difficulty, visibility, ACM/OI, and the judging switches (code share, blanks, file IO). */
export function LimitsSection({
  auths,
  ...section
}: SectionProps & { /** The visibilities offered here (contest only inside a contest). */ auths: number[] }) {
  const { t } = useTranslation();
  const { draft, update, errors } = section;
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
            <DraftInput section={section} field={field} error={field} type="number" min={1} max={max} />
          </Field>
        ))}
        <Field label={t('adminProblemForm.difficulty')} className="w-36">
          <ChoiceSelect
            className="input w-full"
            value={draft.difficulty}
            choices={DIFFICULTY_LEVELS.map((item) => item.level)}
            choiceLabel={difficultyName}
            onChange={(difficulty) => update({ difficulty })}
          />
        </Field>
        <Field label={t('adminProblem.visibility')} className="w-36">
          <ChoiceSelect
            className="input w-full"
            value={draft.auth}
            choices={auths}
            choiceLabel={(auth) => t(`adminProblem.auth.${auth}`)}
            onChange={(auth) => update({ auth })}
          />
        </Field>
        <Field label={t('adminProblemForm.type')} className="w-36">
          <ChoiceSelect
            className="input w-full"
            value={draft.type}
            choices={PROBLEM_TYPES}
            choiceLabel={(type) => (type === ProblemType.OI ? 'OI' : 'ACM')}
            onChange={(type) => update({ type })}
          />
        </Field>
      </div>
      <div className="flex flex-wrap gap-4">
        {SWITCHES.filter(([flag]) => siteOnlyFields || flag !== 'isVip').map(([flag, label]) => (
          <Check
            key={flag}
            label={t(label)}
            checked={draft[flag]}
            onChange={(on) => update({ [flag]: on })}
          />
        ))}
      </div>
      {draft.isFileIO ? (
        <div className="flex flex-wrap gap-3">
          <Field label={t('adminProblemForm.ioReadFileName')} className="w-48">
            <DraftInput section={section} field="ioReadFileName" error="fileIO" placeholder="input.txt" />
          </Field>
          <Field label={t('adminProblemForm.ioWriteFileName')} className="w-48">
            <DraftInput section={section} field="ioWriteFileName" error="fileIO" placeholder="output.txt" />
          </Field>
        </div>
      ) : null}
      <FieldError errors={errors} field="fileIO" />
    </Section>
  );
}
