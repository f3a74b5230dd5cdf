import { useTranslation } from 'react-i18next';
import { JudgeStatus } from '@verdict/common';
import { StatusTag } from '@/components/common/status-tag';
import { Spinner } from '@/components/ui/spinner';
import { formatMemory, formatTime } from '@/lib/format';
import { matchSample } from '@/lib/match-sample';
import type { Sample } from '@/types/problem';
import type { TestJudgeResult } from '@/types/submission';
import type { TestPhase, TestRun } from './use-test-judge';

interface TestResultViewProps {
  phase: TestPhase;
  result: TestJudgeResult | null;
  ran: TestRun | null;
  samples: Sample[];
}

function Block({ title, text }: { title: string; text: string | null | undefined }) {
  return (
    <div>
      <h4 className="mb-1 text-xs font-semibold text-slate-600">{title}</h4>
      <pre className="max-h-40 overflow-auto rounded border border-slate-200 bg-white p-2 font-mono text-xs whitespace-pre-wrap">
        {text ?? ''}
      </pre>
    </div>
  );
}

export function TestResultView({ phase, result, ran, samples }: TestResultViewProps) {
  const { t } = useTranslation();
  if (phase === 'running') {
    return (
      <div className="flex items-center gap-2 p-4 text-sm text-slate-600">
        <Spinner /> {t('testJudge.running')}
      </div>
    );
  }
  if (!result) return <p className="p-4 text-sm text-slate-500">{t('testJudge.notSubmitted')}</p>;
  if (result.status === JudgeStatus.COMPILE_ERROR) {
    return (
      <div
        className="rounded border border-amber-300 bg-amber-50 p-3"
        data-testid="test-result"
        data-status={result.status}
      >
        <p className="mb-2 font-semibold text-amber-800">{t('testJudge.compileFailed')}</p>
        <pre className="max-h-48 overflow-auto font-mono text-xs whitespace-pre-wrap">{result.stderr}</pre>
      </div>
    );
  }
  const specialUncertain =
    result.problemJudgeMode === 'spj' &&
    (result.status === JudgeStatus.ACCEPTED || result.status === JudgeStatus.WRONG_ANSWER);
  const passedSample =
    result.status === JudgeStatus.ACCEPTED && ran
      ? matchSample(ran.userInput, ran.expectedOutput, samples)
      : null;
  return (
    <div className="space-y-2" data-testid="test-result" data-status={result.status}>
      <div className="flex flex-wrap items-center gap-3 text-sm">
        {specialUncertain ? (
          <span className="font-semibold text-green-700">{t('testJudge.success')}</span>
        ) : (
          <StatusTag status={result.status} />
        )}
        <span>{formatTime(result.time)}</span>
        <span>{formatMemory(result.memory)}</span>
        {passedSample ? (
          <span className="text-green-700">{t('testJudge.samplePassed', { index: passedSample })}</span>
        ) : null}
      </div>
      {specialUncertain ? <p className="text-xs text-amber-700">{t('testJudge.spjUncertain')}</p> : null}
      <div className="grid gap-2 md:grid-cols-3">
        <Block title={t('testJudge.input')} text={result.userInput} />
        <Block title={t('testJudge.userOutput')} text={result.userOutput} />
        <Block title={t('testJudge.expectedOutput')} text={result.expectedOutput} />
      </div>
      {result.stderr ? <Block title={t('testJudge.stderr')} text={result.stderr} /> : null}
    </div>
  );
}
