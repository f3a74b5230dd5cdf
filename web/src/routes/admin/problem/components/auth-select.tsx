import { useTranslation } from 'react-i18next';
import { PROBLEM_AUTHS, type ProblemAuth } from '@/hooks/api/admin-problem';
import { ChoiceSelect } from '../../components/choice-select';

interface AuthSelectProps {
  /** 1 public, 2 private, 3 contest only. */
  value: number;
  onChange: (auth: ProblemAuth) => void;
}

/** The compact visibility picker of the problem lists. */
export function AuthSelect({ value, onChange }: AuthSelectProps) {
  const { t } = useTranslation();
  return (
    <ChoiceSelect
      className="input py-1"
      aria-label={t('adminProblem.visibility')}
      value={value as ProblemAuth}
      choices={PROBLEM_AUTHS}
      choiceLabel={(auth) => t(`adminProblem.auth.${auth}`)}
      onChange={onChange}
    />
  );
}
