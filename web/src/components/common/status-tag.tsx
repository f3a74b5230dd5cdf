import { useTranslation } from 'react-i18next';
import { isJudgeStatusCode, JUDGE_STATUS_INFO } from '@verdict/common';

/** Tailwind classes per colour name of `JUDGE_STATUS_INFO` (kept literal so Tailwind sees them). */
export const STATUS_COLOR_CLASS: Record<string, string> = {
  gray: 'bg-slate-100 text-slate-700 border-slate-300',
  purple: 'bg-purple-100 text-purple-800 border-purple-300',
  orange: 'bg-orange-100 text-orange-800 border-orange-300',
  yellow: 'bg-amber-100 text-amber-800 border-amber-300',
  red: 'bg-red-100 text-red-700 border-red-300',
  green: 'bg-green-100 text-green-700 border-green-300',
  blue: 'bg-blue-100 text-blue-700 border-blue-300',
  cyan: 'bg-cyan-100 text-cyan-800 border-cyan-300',
};

export function statusColorClass(status: number): string {
  return isJudgeStatusCode(status)
    ? STATUS_COLOR_CLASS[JUDGE_STATUS_INFO[status].color]
    : STATUS_COLOR_CLASS.gray;
}

export function useStatusName() {
  const { t } = useTranslation();
  return (status: number) => t(`judgeStatus.${status}`, { defaultValue: String(status) });
}

interface StatusTagProps {
  status: number;
  short?: boolean;
  onClick?: () => void;
}

export function StatusTag({ status, short = false, onClick }: StatusTagProps) {
  const statusName = useStatusName();
  const label = short && isJudgeStatusCode(status) ? JUDGE_STATUS_INFO[status].short : statusName(status);
  const className = `inline-flex items-center rounded border px-2 py-0.5 text-xs font-semibold whitespace-nowrap ${statusColorClass(status)}`;
  if (onClick) {
    return (
      <button type="button" className={`${className} cursor-pointer`} onClick={onClick} data-status={status}>
        {label}
      </button>
    );
  }
  return (
    <span className={className} data-status={status}>
      {label}
    </span>
  );
}
