import { Disclosure, DisclosureButton, DisclosurePanel } from '@headlessui/react';
import { useTranslation } from 'react-i18next';
import { isJudgeStatusCode, JUDGE_STATUS_INFO, JudgeStatus } from '@verdict/common';
import { statusColorClass, StatusTag } from '@/components/common/status-tag';
import { formatMemory, formatTime } from '@/lib/format';
import type { CaseResults, JudgeCase } from '@/types/submission';

/** `scored`: the problem keeps scores (OI); on ACM problems a case has no score to show. */
function CaseCard({ item, index, scored }: { item: JudgeCase; index: number; scored: boolean }) {
  const { t } = useTranslation();
  // A cancelled (-4) test point reads "Skipped".
  const label =
    item.status === JudgeStatus.CANCELLED
      ? t('submission.skipped')
      : isJudgeStatusCode(item.status)
        ? JUDGE_STATUS_INFO[item.status].short
        : String(item.status);
  return (
    <div className={`rounded-md border p-2 text-xs ${statusColorClass(item.status)}`} data-testid="case-card">
      <div className="flex justify-between font-semibold">
        <span>#{item.seq ?? index + 1}</span>
        <span>{label}</span>
      </div>
      <div className="mt-1">
        {formatTime(item.time)} · {formatMemory(item.memory)}
        {scored && item.score !== null && item.score !== undefined ? ` · ${item.score}` : ''}
      </div>
    </div>
  );
}

function CaseGrid({ cases, scored }: { cases: JudgeCase[]; scored: boolean }) {
  return (
    <div className="grid grid-cols-2 gap-2 sm:grid-cols-4 lg:grid-cols-6">
      {cases.map((item, index) => (
        <CaseCard key={item.caseId ?? index} item={item} index={index} scored={scored} />
      ))}
    </div>
  );
}

/**
 * Test-point cards, or in subtask modes an accordion of subtasks; nothing at all
 * when no case was run.
 */
export function CaseResultsView({ results, scored }: { results: CaseResults; scored: boolean }) {
  const { t } = useTranslation();
  const subtasks = results.subTaskJudgeCaseVoList ?? [];
  const subtaskMode = results.judgeCaseMode.startsWith('subtask') && subtasks.length > 0;
  if (!subtaskMode && (results.judgeCaseList ?? []).length === 0) return null;
  return (
    <section className="card p-4" data-testid="case-results">
      <h2 className="mb-3 font-semibold">{t('submission.testCases')}</h2>
      {subtaskMode ? (
        <div className="space-y-2">
          {subtasks.map((subtask) => (
            <Disclosure key={subtask.groupNum}>
              <DisclosureButton className="flex w-full flex-wrap items-center gap-3 rounded border border-slate-200 px-3 py-2 text-left text-sm hover:bg-slate-50">
                <span className="font-semibold">{t('submission.subtask', { number: subtask.groupNum })}</span>
                <StatusTag status={subtask.status} />
                <span>{t('submission.scoreValue', { score: subtask.score ?? 0 })}</span>
                <span>
                  {subtask.ac}/{subtask.total}
                </span>
                <span>{formatTime(subtask.time)}</span>
                <span>{formatMemory(subtask.memory)}</span>
              </DisclosureButton>
              <DisclosurePanel className="p-2">
                <CaseGrid cases={subtask.subtaskDetailList} scored={scored} />
              </DisclosurePanel>
            </Disclosure>
          ))}
        </div>
      ) : (
        <CaseGrid cases={results.judgeCaseList ?? []} scored={scored} />
      )}
    </section>
  );
}
